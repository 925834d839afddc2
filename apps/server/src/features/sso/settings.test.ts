import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  givePlan,
  giveVerifiedDomain,
  joinTeam,
  randomIp,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { type OidcPeer, startOidcPeer } from '../../../test/peers/oidc-provider.ts';
import { loadConfig } from '../../config.ts';
import { auditLog, ssoConnections, users } from '../../db/schema.ts';
import { decryptToken } from '../../token-crypto.ts';
import { issuerRefusal } from './oidc.ts';

const REDIRECT_URI = 'http://app.test/api/auth/sso/oidc/callback';

/** A port on this machine that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('single sign-on settings', () => {
  let ctx: TestContext;
  let peer: OidcPeer;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let domain: string;
  const client = { clientId: 'nfc-settings', clientSecret: 'settings-secret-1', redirectUri: REDIRECT_URI };
  const oidcBody = () => ({
    type: 'oidc',
    issuer: peer.issuer,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
  });

  beforeAll(async () => {
    [ctx, peer] = await Promise.all([
      createTestApp({ env: { SSO_ALLOW_HTTP_ISSUERS: 'true' } }),
      startOidcPeer({ clients: [client] }),
    ]);
    owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    domain = `settings-${randomUUID().slice(0, 8)}.test`;
    await giveVerifiedDomain(ctx, owner.user.organisationId, domain);
  });
  afterAll(async () => {
    await ctx?.close();
    await peer?.close();
  });

  const connectionRow = async (organisationId: string) =>
    (await ctx.database.db.select().from(ssoConnections).where(eq(ssoConnections.organisationId, organisationId)))[0];

  it('shows no connection at first, with the URLs the identity provider needs of us', async () => {
    const other = await signUp(ctx);
    await givePlan(ctx, other.user.id, 'Enterprise');
    const response = await callAs(ctx, other, 'GET', '/api/team/sso');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      connection: null,
      enforced: false,
      groupRoles: [],
      scim: { baseUrl: 'http://app.test/scim/v2', tokenCreatedAt: null },
      serviceProvider: {
        oidcRedirectUri: REDIRECT_URI,
        samlEntityId: 'http://app.test/api/auth/sso/saml/metadata',
        samlAcsUrl: 'http://app.test/api/auth/sso/saml/acs',
        samlMetadataUrl: 'http://app.test/api/auth/sso/saml/metadata',
      },
    });
  });

  it('sets an OIDC connection after discovery, keeps the secret encrypted and never shows it', async () => {
    const saved = await callAs(ctx, owner, 'PUT', '/api/team/sso', oidcBody());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().connection).toEqual({ type: 'oidc', issuer: peer.issuer, clientId: client.clientId });
    expect(saved.body).not.toContain(client.clientSecret);
    const row = await connectionRow(owner.user.organisationId);
    expect(row?.oidcClientSecretEncrypted).not.toContain(client.clientSecret);
    expect(decryptToken(ctx.app.appDeps.keys.crmTokens, row!.oidcClientSecretEncrypted!)).toBe(client.clientSecret);
    const shown = await callAs(ctx, owner, 'GET', '/api/team/sso');
    expect(shown.json().connection).toEqual(saved.json().connection);
    expect(shown.body).not.toContain(client.clientSecret);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'sso_connection'), eq(auditLog.targetId, owner.user.organisationId)));
    expect(audit).toMatchObject({ action: 'sso.connected', actorId: owner.user.id });
  });

  it('keeps enforcement when the connection changes', async () => {
    await callAs(ctx, owner, 'PUT', '/api/team/sso', oidcBody());
    await ctx.database.db
      .update(ssoConnections)
      .set({ enforced: true })
      .where(eq(ssoConnections.organisationId, owner.user.organisationId));
    const changed = await callAs(ctx, owner, 'PUT', '/api/team/sso', { ...oidcBody(), clientSecret: 'rotated-secret' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().enforced).toBe(true);
    await callAs(ctx, owner, 'PUT', '/api/team/sso', oidcBody());
    await ctx.database.db
      .update(ssoConnections)
      .set({ enforced: false })
      .where(eq(ssoConnections.organisationId, owner.user.organisationId));
  });

  it('refuses issuers that are not https, private, unreachable or without discovery, and incomplete bodies', async () => {
    const put = (body: object) => callAs(ctx, owner, 'PUT', '/api/team/sso', body);
    const fieldOf = async (body: object, field: string) => {
      const response = await put(body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors[field] as string;
    };
    // http is for loopback only, even with SSO_ALLOW_HTTP_ISSUERS.
    expect(await fieldOf({ ...oidcBody(), issuer: 'http://idp.example.com' }, 'issuer')).toBe('Use an https:// URL.');
    expect(await fieldOf({ ...oidcBody(), issuer: 'https://10.0.0.1/realms/x' }, 'issuer')).toMatch(/private network/);
    expect(await fieldOf({ ...oidcBody(), issuer: 'https://user:pw@idp.example.com' }, 'issuer')).toMatch(/password/);
    expect(await fieldOf({ ...oidcBody(), issuer: 'ftp://idp.example.com' }, 'issuer')).toMatch(/http/);
    const unreachable = await put({ ...oidcBody(), issuer: `http://127.0.0.1:${await closedPort()}` });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().errors.issuer).toMatch(/discovery document/);
    expect(unreachable.json().message).toMatch(/discovery document/);
    // A server that answers, but is no OpenID provider (the issuer path has no discovery document).
    expect(await fieldOf({ ...oidcBody(), issuer: `${peer.issuer}/not-an-issuer` }, 'issuer')).toMatch(/discovery/);
    expect(await fieldOf({ ...oidcBody(), clientSecret: undefined }, 'clientSecret')).toBe('This field is required.');
    expect(await fieldOf({ ...oidcBody(), clientId: '  ' }, 'clientId')).toBe('This field is required.');
    expect((await put({ type: 'ldap', issuer: peer.issuer })).json().message).toMatch(/Choose OIDC or SAML/);
    expect(await fieldOf({ type: 'saml' }, 'metadataXml')).toMatch(/exactly one/);
    expect(
      await fieldOf({ type: 'saml', metadataXml: '<x/>', metadataUrl: 'https://idp.example.com/m' }, 'metadataXml'),
    ).toMatch(/exactly one/);
    // Nothing changed on the way.
    expect((await connectionRow(owner.user.organisationId))?.oidcIssuer).toBe(peer.issuer);
  });

  it('allows http issuers only on loopback and only with SSO_ALLOW_HTTP_ISSUERS', async () => {
    const base = { DATA_DIR: '/tmp/unused', APP_URL: 'https://nfc.example.com' };
    const strict = loadConfig(base);
    const relaxed = loadConfig({ ...base, SSO_ALLOW_HTTP_ISSUERS: 'true' });
    expect(await issuerRefusal(strict, 'http://127.0.0.1:4000')).toBe('validation.httpsRequired');
    expect(await issuerRefusal(strict, 'http://localhost:4000')).toBe('validation.httpsRequired');
    for (const issuer of ['http://127.0.0.1:4000', 'http://localhost:4000/realms/a', 'http://[::1]:4000']) {
      expect(await issuerRefusal(relaxed, issuer), issuer).toBeNull();
    }
    expect(await issuerRefusal(relaxed, 'http://10.1.2.3:4000')).toBe('validation.httpsRequired');
    expect(await issuerRefusal(relaxed, 'https://127.0.0.1:4000')).toBe('validation.privateUrl');
    expect(await issuerRefusal(strict, 'https://8.8.8.8/issuer')).toBeNull();
  });

  it('lets admins manage it, turns members away, and needs Pro or Enterprise', async () => {
    const admin = await joinTeam(ctx, owner, 'admin');
    const member = await joinTeam(ctx, owner, 'member');
    expect((await callAs(ctx, admin, 'GET', '/api/team/sso')).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', '/api/team/sso', undefined],
      ['PUT', '/api/team/sso', oidcBody()],
      ['DELETE', '/api/team/sso', undefined],
      ['POST', '/api/team/sso/test', undefined],
    ] as const) {
      const refused = await callAs(ctx, member, method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect((await callAs(ctx, null, method, url, body)).statusCode).toBe(401);
    }
    for (const plan of ['Core', null] as const) {
      const other = await signUp(ctx);
      await givePlan(ctx, other.user.id, plan);
      const refused = await callAs(ctx, other, 'PUT', '/api/team/sso', oidcBody());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Verified domains, single sign-on and SCIM come with the Pro and Enterprise plans.',
      );
      const german = await ctx.app.inject({
        method: 'GET',
        url: '/api/team/sso',
        headers: { 'x-auth-token': other.token, 'accept-language': 'de' },
      });
      expect(german.json().message).toMatch(/Pro und Enterprise/);
    }
  });

  it('keeps each organisation to its own connection', async () => {
    const other = await signUp(ctx);
    await givePlan(ctx, other.user.id, 'Pro');
    expect((await callAs(ctx, other, 'GET', '/api/team/sso')).json().connection).toBeNull();
    expect((await callAs(ctx, other, 'DELETE', '/api/team/sso')).statusCode).toBe(404);
    expect((await callAs(ctx, other, 'POST', '/api/team/sso/test')).statusCode).toBe(409);
    expect((await connectionRow(owner.user.organisationId))?.oidcIssuer).toBe(peer.issuer);
  });

  it('starts a test sign-in that tells what would happen and signs nobody in', async () => {
    const email = `tess-${randomUUID().slice(0, 6)}@${domain}`;
    peer.addAccount({ email, givenName: 'Tess', familyName: 'Tester' });
    const started = await callAs(ctx, owner, 'POST', '/api/team/sso/test');
    expect(started.statusCode).toBe(200);
    const authorization = new URL(started.json().url);
    expect(authorization.origin).toBe(peer.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    // A fresh sign-in at the provider: the admin's own session there must not answer for the person being tried.
    expect(authorization.searchParams.get('prompt')).toBe('login');
    const back = new URL(await peer.signIn(authorization.href, email));
    const done = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      remoteAddress: randomIp(),
    });
    expect(done.statusCode).toBe(302);
    const result = new URL(done.headers.location as string);
    expect(result.pathname).toBe('/sso/test-result');
    expect(Object.fromEntries(result.searchParams)).toEqual({ email, role: 'member', new: 'true' });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('answers 503 to a test when the identity provider is down', async () => {
    const other = await signUp(ctx);
    await givePlan(ctx, other.user.id, 'Pro');
    const gone = await startOidcPeer({ clients: [client] });
    const body = { ...oidcBody(), issuer: gone.issuer };
    expect((await callAs(ctx, other, 'PUT', '/api/team/sso', body)).statusCode).toBe(200);
    await gone.close();
    const tried = await callAs(ctx, other, 'POST', '/api/team/sso/test');
    expect(tried.statusCode).toBe(503);
    expect(tried.json().message).toBe(
      'The identity provider cannot be reached just now. Please try again in a few minutes.',
    );
  });

  it('removes the connection', async () => {
    const other = await signUp(ctx);
    await givePlan(ctx, other.user.id, 'Enterprise');
    expect((await callAs(ctx, other, 'PUT', '/api/team/sso', oidcBody())).statusCode).toBe(200);
    const removed = await callAs(ctx, other, 'DELETE', '/api/team/sso');
    expect(removed.statusCode).toBe(204);
    expect((await callAs(ctx, other, 'GET', '/api/team/sso')).json().connection).toBeNull();
    expect((await callAs(ctx, other, 'DELETE', '/api/team/sso')).statusCode).toBe(404);
    expect((await callAs(ctx, other, 'POST', '/api/team/sso/test')).statusCode).toBe(409);
  });
});
