import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  givePlan,
  giveVerifiedDomain,
  randomIp,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { type OidcPeer, type OidcPeerAccount, startOidcPeer } from '../../../test/peers/oidc-provider.ts';
import { identitySettings, organisationDomains, ssoFlows, teamInvitations, users } from '../../db/schema.ts';
import { SSO_CALLS } from './auth-routes.ts';

const REDIRECT_URI = 'http://app.test/api/auth/sso/oidc/callback';
const client = { clientId: 'nfc-app', clientSecret: 'app-secret-1', redirectUri: REDIRECT_URI };
const otherClient = { clientId: 'other-app', clientSecret: 'other-secret-1', redirectUri: REDIRECT_URI };
const label = () => randomUUID().slice(0, 8);

describe('OpenID Connect sign-in', () => {
  let ctx: TestContext;
  /** The organisation's identity provider; `stranger` is another one with keys of its own and no groups scope. */
  let idp: OidcPeer;
  let stranger: OidcPeer;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let domain: string;

  beforeAll(async () => {
    [ctx, idp, stranger] = await Promise.all([
      createTestApp({ env: { SSO_ALLOW_HTTP_ISSUERS: 'true' } }),
      startOidcPeer({ clients: [client, otherClient] }),
      startOidcPeer({ clients: [client], groupsScope: false }),
    ]);
    ({ owner, domain } = await organisationWithSso(idp));
  });
  afterAll(async () => {
    await ctx?.close();
    await idp?.close();
    await stranger?.close();
  });

  /** A Pro organisation with a verified domain and an OIDC connection to `peer`. */
  async function organisationWithSso(peer: OidcPeer, plan: 'Pro' | 'Enterprise' = 'Pro') {
    const account = await signUp(ctx);
    await givePlan(ctx, account.user.id, plan);
    const verified = `sso-${label()}.test`;
    await giveVerifiedDomain(ctx, account.user.organisationId, verified);
    const body = { type: 'oidc', issuer: peer.issuer, ...client };
    const saved = await callAs(ctx, account, 'PUT', '/api/team/sso', body);
    if (saved.statusCode !== 200) throw new Error(`connecting failed: ${saved.body}`);
    return { owner: account, domain: verified };
  }

  const person = (overrides: Partial<OidcPeerAccount> = {}, at = domain): OidcPeerAccount => ({
    email: `${label()}@${at}`,
    givenName: 'Sam',
    familyName: 'Sommer',
    ...overrides,
  });

  const start = (email: string, accept = 'text/html,application/xhtml+xml') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/auth/sso/start?email=${encodeURIComponent(email)}`,
      headers: { accept },
      remoteAddress: randomIp(),
    });

  /** The IdP's redirect back, answered by our callback: where the browser goes next. */
  async function callback(url: string) {
    const back = new URL(url);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    const done = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      remoteAddress: randomIp(),
    });
    expect(done.statusCode, done.body).toBe(302);
    return new URL(done.headers.location as string);
  }

  /** Starts with the address, signs in at `peer` as `signInAs`, and follows the redirect back. */
  async function signInThrough(peer: OidcPeer, email: string, signInAs = email) {
    const started = await start(email);
    expect(started.statusCode, started.body).toBe(302);
    const authorization = started.headers.location as string;
    return { authorization, result: await callback(await peer.signIn(authorization, signInAs)) };
  }

  const exchange = (code: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/sso/exchange', payload: { code }, remoteAddress: randomIp() });

  const expectFailure = (result: URL, reason: string) => {
    expect(`${result.pathname}?${result.searchParams}`).toBe(`/login?sso=${reason}`);
  };

  describe('start', () => {
    it('sends the browser to the identity provider with PKCE, state, nonce and the scopes it offers', async () => {
      const started = await start(`someone@${domain.toUpperCase()}`);
      expect(started.statusCode).toBe(302);
      expect(started.headers['cache-control']).toBe('no-store');
      const url = new URL(started.headers.location as string);
      expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/auth`);
      const query = Object.fromEntries(url.searchParams);
      expect(query).toMatchObject({
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: REDIRECT_URI,
        scope: 'openid email profile groups',
        code_challenge_method: 'S256',
        login_hint: `someone@${domain}`,
      });
      expect(query.prompt).toBeUndefined();
      expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
      expect(query.nonce!.length).toBeGreaterThanOrEqual(32);
      const [flow] = await ctx.database.db.select().from(ssoFlows).where(eq(ssoFlows.id, query.state!));
      expect(flow).toMatchObject({ organisationId: owner.user.organisationId, type: 'oidc', purpose: 'sign_in' });
      expect(flow!.nonce).toBe(query.nonce);
      // The verifier stays with us; only its hash goes out.
      expect(started.headers.location).not.toContain(flow!.codeVerifier);
    });

    it('asks for groups only where the issuer lists that scope', async () => {
      const other = await organisationWithSso(stranger);
      const started = await start(`kim@${other.domain}`);
      expect(new URL(started.headers.location as string).searchParams.get('scope')).toBe('openid email profile');
    });

    it('sends a browser back to the sign-in page, and answers a script with JSON, when there is no way in', async () => {
      const unverified = `unverified-${label()}.test`;
      await ctx.database.db.insert(organisationDomains).values({
        organisationId: owner.user.organisationId,
        domain: unverified,
        verificationToken: randomBytes(16).toString('hex'),
      });
      const verifiedWithoutConnection = `plain-${label()}.test`;
      const plain = await signUp(ctx);
      await givePlan(ctx, plain.user.id, 'Pro');
      await giveVerifiedDomain(ctx, plain.user.organisationId, verifiedWithoutConnection);
      // An organisation whose plan no longer includes single sign-on keeps its connection row, unused.
      const downgraded = await organisationWithSso(idp);
      await givePlan(ctx, downgraded.owner.user.id, 'Core');

      for (const email of [
        `a@unknown-${label()}.test`,
        `a@${unverified}`,
        `a@${verifiedWithoutConnection}`,
        `a@${downgraded.domain}`,
      ]) {
        const html = await start(email);
        expect(html.statusCode, email).toBe(302);
        const back = new URL(html.headers.location as string);
        expect(`${back.origin}${back.pathname}`).toBe('http://app.test/login');
        expect(Object.fromEntries(back.searchParams)).toEqual({ sso: 'noConnection', email });
        const json = await start(email, 'application/json');
        expect(json.statusCode, email).toBe(404);
        expect(json.json().message).toMatch(/Single sign-on is not set up for this e-mail address/);
      }
      const badJson = await start('not-an-address', 'application/json');
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json().errors.email).toBe('Enter a valid e-mail address.');
      const missing = await ctx.app.inject({ method: 'GET', url: '/api/auth/sso/start', remoteAddress: randomIp() });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.email).toBe('This field is required.');
      const badHtml = await start('not-an-address');
      expect(badHtml.headers.location).toBe('http://app.test/login?sso=noConnection&email=not-an-address');
    });

    it('sends a browser back with "unavailable" when the identity provider is down', async () => {
      const down = await startOidcPeer({ clients: [client] });
      const other = await organisationWithSso(down);
      await down.close();
      const email = `a@${other.domain}`;
      expect((await start(email)).headers.location).toBe(
        `http://app.test/login?sso=unavailable&email=${encodeURIComponent(email)}`,
      );
      expect((await start(email, 'application/json')).statusCode).toBe(503);
    });

    it('limits starts per address', { timeout: 60_000 }, async () => {
      const remoteAddress = randomIp();
      const statuses: number[] = [];
      for (let call = 0; call <= SSO_CALLS.limit; call++) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/auth/sso/start?email=a@unknown-${label()}.test`,
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, SSO_CALLS.limit).every((status) => status === 404)).toBe(true);
      expect(statuses[SSO_CALLS.limit]).toBe(429);
    });
  });

  describe('a full sign-in', () => {
    it('creates a new member just in time, with the name and the role of the group mapping, and a one-time code', async () => {
      await ctx.database.db
        .insert(identitySettings)
        .values({ organisationId: owner.user.organisationId, groupRoles: [{ group: 'NFC-Admins', role: 'admin' }] })
        .onConflictDoUpdate({
          target: identitySettings.organisationId,
          set: { groupRoles: [{ group: 'NFC-Admins', role: 'admin' }] },
        });
      const account = person({ groups: ['everyone', 'nfc-admins'] });
      const { sub } = idp.addAccount(account);
      const { result } = await signInThrough(idp, account.email);
      expect(result.pathname).toBe('/sso/complete');
      const code = result.searchParams.get('code')!;
      const [created] = await ctx.database.db.select().from(users).where(eq(users.email, account.email));
      expect(created).toMatchObject({
        organisationId: owner.user.organisationId,
        teamRole: 'admin',
        contactFirstName: 'Sam',
        contactLastName: 'Sommer',
        isEmailVerified: true,
        ssoSubject: sub,
      });

      const traded = await exchange(code);
      expect(traded.statusCode, traded.body).toBe(200);
      expect(traded.json().message).toBe('Signed in successfully.');
      const profile = await callAs(ctx, { token: traded.json().token }, 'GET', '/api/users/profile');
      expect(profile.json()).toMatchObject({ email: account.email, teamRole: 'admin' });
      const again = await exchange(code);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This sign-in link is invalid or has expired. Please sign in again.');

      // Signed in again once the IdP no longer lists the group: the mapping makes them a member.
      idp.addAccount({ ...account, groups: ['everyone'] });
      const second = await signInThrough(idp, account.email);
      expect(second.result.pathname).toBe('/sso/complete');
      expect((await exchange(second.result.searchParams.get('code')!)).statusCode).toBe(200);
      const [updated] = await ctx.database.db.select().from(users).where(eq(users.email, account.email));
      expect(updated).toMatchObject({ id: created!.id, teamRole: 'member' });
      await ctx.database.db
        .update(identitySettings)
        .set({ groupRoles: [] })
        .where(eq(identitySettings.organisationId, owner.user.organisationId));
    });

    it('refuses codes that are unknown or malformed', async () => {
      expect((await exchange('nope')).statusCode).toBe(400);
      const empty = await ctx.app.inject({ method: 'POST', url: '/api/auth/sso/exchange', payload: {} });
      expect(empty.statusCode).toBe(400);
    });

    it('refuses a state that is unknown, used or expired', async () => {
      expectFailure(await callback(`${REDIRECT_URI}?code=abc&state=made-up`), 'expired');
      expectFailure(await callback(`${REDIRECT_URI}?code=abc`), 'expired');

      const account = person();
      idp.addAccount(account);
      const started = await start(account.email);
      const back = await idp.signIn(started.headers.location as string, account.email);
      expect((await callback(back)).pathname).toBe('/sso/complete');
      expectFailure(await callback(back), 'expired');

      const late = await start(account.email);
      const state = new URL(late.headers.location as string).searchParams.get('state')!;
      await ctx.database.db
        .update(ssoFlows)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(ssoFlows.id, state));
      expectFailure(await callback(await idp.signIn(late.headers.location as string, account.email)), 'expired');
    });

    it('turns down a sign-in the person cancelled at the identity provider', async () => {
      const account = person();
      idp.addAccount(account);
      const started = await start(account.email);
      const back = await idp.signIn(started.headers.location as string, account.email, { cancel: true });
      expect(new URL(back).searchParams.get('error')).toBe('access_denied');
      expectFailure(await callback(back), 'rejected');
    });

    it('turns down the answer when our client secret is wrong (the token exchange fails)', async () => {
      const other = await organisationWithSso(idp);
      const body = { type: 'oidc', issuer: idp.issuer, clientId: client.clientId, clientSecret: 'wrong-secret' };
      expect((await callAs(ctx, other.owner, 'PUT', '/api/team/sso', body)).statusCode).toBe(200);
      const account = person({}, other.domain);
      idp.addAccount(account);
      expectFailure((await signInThrough(idp, account.email)).result, 'rejected');
      expect(await ctx.database.db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
    });

    describe('checks the ID token', () => {
      /** Signs in with the token answer's ID token replaced by one `signer` makes with these claims. */
      async function withIdToken(signer: OidcPeer, claims: (nonce: string, sub: string) => Record<string, unknown>) {
        const account = person();
        const { sub } = idp.addAccount(account);
        const started = await start(account.email);
        const authorization = started.headers.location as string;
        const nonce = new URL(authorization).searchParams.get('nonce')!;
        idp.replaceNextIdToken(await signer.signIdToken(claims(nonce, sub)));
        return callback(await idp.signIn(authorization, account.email));
      }
      const now = () => Math.floor(Date.now() / 1000);
      const valid = (nonce: string, sub: string) => ({
        iss: idp.issuer,
        aud: client.clientId,
        sub,
        nonce,
        iat: now(),
        exp: now() + 300,
      });

      it('accepts one that passes every check (so each refusal below is down to its one flaw)', async () => {
        expect((await withIdToken(idp, valid)).pathname).toBe('/sso/complete');
      });

      it('refuses one from another issuer', async () => {
        const result = await withIdToken(idp, (nonce, sub) => ({ ...valid(nonce, sub), iss: stranger.issuer }));
        expectFailure(result, 'rejected');
      });

      it('refuses one for another client', async () => {
        const result = await withIdToken(idp, (nonce, sub) => ({ ...valid(nonce, sub), aud: otherClient.clientId }));
        expectFailure(result, 'rejected');
      });

      it('refuses one signed with keys the issuer does not publish', async () => {
        expectFailure(await withIdToken(stranger, valid), 'rejected');
      });

      it('refuses one that has expired or carries another nonce', async () => {
        const expired = (nonce: string, sub: string) => ({ ...valid(nonce, sub), iat: now() - 900, exp: now() - 600 });
        expectFailure(await withIdToken(idp, expired), 'rejected');
        const replayed = (_nonce: string, sub: string) => ({ ...valid('another-flows-nonce', sub) });
        expectFailure(await withIdToken(idp, replayed), 'rejected');
      });

      it('refuses one about another person than the user info', async () => {
        const result = await withIdToken(idp, (nonce) => ({ ...valid(nonce, 'someone-else') }));
        expectFailure(result, 'rejected');
      });
    });

    it('refuses addresses the organisation has not verified, and those the IdP marks unverified', async () => {
      const foreign = await organisationWithSso(stranger);
      const cases: Array<[OidcPeerAccount, string]> = [
        [person({}, `unverified-${label()}.test`), 'notAllowed'],
        [person({}, foreign.domain), 'notAllowed'],
        [person({ emailVerified: false }), 'rejected'],
      ];
      for (const [account, reason] of cases) {
        idp.addAccount(account);
        // Started with an address of the organisation's domain; the IdP answers with the other address.
        const { result } = await signInThrough(idp, `starter-${label()}@${domain}`, account.email);
        expectFailure(result, reason);
        expect(await ctx.database.db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
      }
    });

    it("refuses an address that belongs to another organisation's account", async () => {
      const email = `${label()}@${domain}`;
      const elsewhere = await signUp(ctx, { email });
      idp.addAccount(person({ email }));
      expectFailure((await signInThrough(idp, email)).result, 'otherOrganisation');
      const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      expect(row!.organisationId).toBe(elsewhere.user.organisationId);
    });

    it('refuses a new member when every seat is taken, and a deactivated member', async () => {
      const full = await organisationWithSso(idp);
      // Pro has 25 seats: the owner and 24 open invitations take them all.
      await ctx.database.db.insert(teamInvitations).values(
        Array.from({ length: 24 }, (_, index) => ({
          organisationId: full.owner.user.organisationId,
          email: `seat-${index}-${label()}@example.com`,
          role: 'member' as const,
          tokenHash: randomBytes(16).toString('hex'),
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      );
      const newcomer = person({}, full.domain);
      idp.addAccount(newcomer);
      expectFailure((await signInThrough(idp, newcomer.email)).result, 'noSeat');

      const member = person();
      idp.addAccount(member);
      expect((await signInThrough(idp, member.email)).result.pathname).toBe('/sso/complete');
      await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.email, member.email));
      expectFailure((await signInThrough(idp, member.email)).result, 'deactivated');
    });
  });
});
