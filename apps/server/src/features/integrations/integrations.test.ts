import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeHubspot, startFakeHubspot } from '../../../test/fakes/fake-hubspot.ts';
import { type FakeSalesforce, startFakeSalesforce } from '../../../test/fakes/fake-salesforce.ts';
import { auth, createTestApp, givePlan, joinTeam, signUp, type TestContext } from '../../../test/helpers.ts';
import { auditLog, crmConnections, leadCrmSyncs } from '../../db/schema.ts';
import { decryptToken } from '../../token-crypto.ts';
import { signOauthState } from './oauth-state.ts';

type Account = Awaited<ReturnType<typeof signUp>>;
const GOOD_TOKEN = 'pat-eu1-good-token';

describe('integrations', () => {
  let ctx: TestContext;
  let hubspot: FakeHubspot;
  let salesforce: FakeSalesforce;
  let owner: Account;
  let other: Account;

  const call = (
    account: { token: string } | null,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: account ? auth(account.token) : {}, ...(payload && { payload }) });
  const connectionsOf = (organisationId: string) =>
    ctx.database.db.select().from(crmConnections).where(eq(crmConnections.organisationId, organisationId));

  beforeAll(async () => {
    hubspot = await startFakeHubspot({ tokens: [GOOD_TOKEN] });
    salesforce = await startFakeSalesforce();
    ctx = await createTestApp({
      env: {
        DISABLE_CRM_WORKER: 'true',
        HUBSPOT_API_BASE: hubspot.url,
        SALESFORCE_LOGIN_URL: salesforce.url,
        SALESFORCE_CLIENT_ID: salesforce.clientId,
        SALESFORCE_CLIENT_SECRET: salesforce.clientSecret,
      },
    });
    owner = await signUp(ctx);
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Enterprise');
  });
  afterEach(() => {
    expect(hubspot.violations).toEqual([]);
    expect(salesforce.violations).toEqual([]);
    hubspot.setDown(false);
  });
  afterAll(async () => {
    await ctx.close();
    await hubspot.close();
    await salesforce.close();
  });

  it('lists both providers, neither connected, Salesforce available with its OAuth client configured', async () => {
    const response = await call(owner, 'GET', '/api/integrations');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ provider: 'hubspot', connected: false, state: null, isAvailable: true }),
      expect.objectContaining({ provider: 'salesforce', connected: false, state: null, isAvailable: true }),
    ]);
  });

  it('refuses a token HubSpot refuses with 400 on the field, and saves nothing', async () => {
    const response = await call(owner, 'PUT', '/api/integrations/hubspot', { accessToken: 'pat-eu1-wrong' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ accessToken: expect.stringContaining('HubSpot did not accept') });
    expect(await connectionsOf(owner.user.organisationId)).toEqual([]);
  });

  it('answers 503 with a clear message when HubSpot cannot be reached, and saves nothing', async () => {
    hubspot.setDown(true);
    const response = await call(owner, 'PUT', '/api/integrations/hubspot', { accessToken: GOOD_TOKEN });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('HubSpot cannot be reached just now. Please try again in a few minutes.');
    expect(await connectionsOf(owner.user.organisationId)).toEqual([]);
  });

  it('refuses bad input', async () => {
    for (const payload of [
      {},
      { accessToken: '' },
      { accessToken: '   ' },
      { accessToken: 'x'.repeat(3000) },
      { accessToken: 5 },
    ]) {
      const response = await call(owner, 'PUT', '/api/integrations/hubspot', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call(owner, 'DELETE', '/api/integrations/pipedrive')).statusCode).toBe(400);
  });

  it('saves a good token encrypted after asking HubSpot, lists the account without any token, and audits it', async () => {
    const response = await call(owner, 'PUT', '/api/integrations/hubspot', { accessToken: GOOD_TOKEN });
    expect(response.statusCode).toBe(200);
    const [row] = await connectionsOf(owner.user.organisationId);
    expect(row).toMatchObject({
      provider: 'hubspot',
      authKind: 'token',
      state: 'connected',
      accountLabel: String(hubspot.portalId),
    });
    expect(row!.accessTokenEncrypted).not.toContain(GOOD_TOKEN);
    expect(decryptToken(ctx.app.appDeps.keys.crmTokens, row!.accessTokenEncrypted)).toBe(GOOD_TOKEN);

    const list = await call(owner, 'GET', '/api/integrations');
    expect(list.body).not.toContain(GOOD_TOKEN);
    expect(list.body).not.toContain(row!.accessTokenEncrypted);
    expect(list.json()[0]).toEqual({
      provider: 'hubspot',
      connected: true,
      state: 'connected',
      accountLabel: String(hubspot.portalId),
      lastError: null,
      lastSyncedAt: null,
      connectedAt: expect.any(String),
      authKind: 'token',
      isAvailable: true,
    });
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, row!.id));
    expect(audit.map((entry) => entry.action)).toEqual(['integration.connected']);
  });

  it("keeps another organisation's connection out of sight and out of reach", async () => {
    const list = await call(other, 'GET', '/api/integrations');
    expect(list.json()[0]).toMatchObject({ provider: 'hubspot', connected: false });
    expect((await call(other, 'DELETE', '/api/integrations/hubspot')).statusCode).toBe(404);
    expect(await connectionsOf(owner.user.organisationId)).toHaveLength(1);
  });

  it('is for owners and admins only: a member gets 403, a visitor 401', async () => {
    const member = await joinTeam(ctx, owner, 'member');
    const admin = await joinTeam(ctx, owner, 'admin');
    expect((await call(member, 'GET', '/api/integrations')).statusCode).toBe(403);
    expect((await call(member, 'PUT', '/api/integrations/hubspot', { accessToken: GOOD_TOKEN })).statusCode).toBe(403);
    expect((await call(member, 'POST', '/api/integrations/salesforce/authorize')).statusCode).toBe(403);
    expect((await call(member, 'DELETE', '/api/integrations/hubspot')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/integrations')).statusCode).toBe(401);
    expect((await call(admin, 'GET', '/api/integrations')).json()[0]).toMatchObject({ connected: true });
  });

  it('disconnects: the tokens, the connection and the waiting syncs go, and it is audited', async () => {
    const organisationId = owner.user.organisationId;
    const [row] = await connectionsOf(organisationId);
    const response = await call(owner, 'DELETE', '/api/integrations/hubspot');
    expect(response.statusCode).toBe(204);
    expect(await connectionsOf(organisationId)).toEqual([]);
    const waiting = await ctx.database.db
      .select()
      .from(leadCrmSyncs)
      .where(and(eq(leadCrmSyncs.organisationId, organisationId), eq(leadCrmSyncs.state, 'pending')));
    expect(waiting).toEqual([]);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, row!.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['integration.connected', 'integration.disconnected']);
    expect((await call(owner, 'DELETE', '/api/integrations/hubspot')).statusCode).toBe(404);
  });

  describe('Salesforce OAuth', () => {
    const redirectUri = 'http://app.test/api/integrations/salesforce/callback';
    const authorize = async (account: Account) => {
      const response = await call(account, 'POST', '/api/integrations/salesforce/authorize');
      expect(response.statusCode).toBe(200);
      return new URL(response.json().url as string);
    };
    const callback = (query: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/integrations/salesforce/callback?${new URLSearchParams(query)}` });

    it("sends the browser to Salesforce's consent page with our client, redirect URI and a signed state", async () => {
      const url = await authorize(owner);
      expect(`${url.origin}${url.pathname}`).toBe(`${salesforce.url}/services/oauth2/authorize`);
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('client_id')).toBe(salesforce.clientId);
      expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
      expect(url.searchParams.get('scope')).toBe('api refresh_token');
      expect(url.searchParams.get('state')).toEqual(expect.any(String));
    });

    it('refuses a missing, forged, expired or foreign state, saving nothing', async () => {
      const code = salesforce.issueCode(redirectUri);
      const keys = ctx.app.appDeps.keys;
      const bindings = {
        organisationId: owner.user.organisationId,
        userId: owner.user.id,
        provider: 'salesforce' as const,
      };
      const expired = await signOauthState(keys.crmOauthState, bindings, new Date(Date.now() - 60 * 60_000));
      const forged = await signOauthState(keys.crmTokens, bindings);
      const foreign = await signOauthState(keys.crmOauthState, {
        ...bindings,
        organisationId: other.user.organisationId,
      });
      const queries: Record<string, string>[] = [
        { code },
        { code, state: 'nonsense' },
        { code, state: expired },
        { code, state: forged },
        { code, state: foreign },
      ];
      for (const query of queries) {
        const response = await callback(query);
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('http://app.test/settings/integrations?salesforce=invalid_state');
      }
      expect(salesforce.grants).toEqual([]);
      expect((await connectionsOf(owner.user.organisationId)).filter((row) => row.provider === 'salesforce')).toEqual(
        [],
      );
    });

    it('reports a refusal on the consent screen and a code Salesforce does not accept', async () => {
      const state = (await authorize(owner)).searchParams.get('state')!;
      const denied = await callback({
        state,
        error: 'access_denied',
        error_description: 'end-user denied authorization',
      });
      expect(denied.headers.location).toBe('http://app.test/settings/integrations?salesforce=denied');
      const badCode = await callback({ state, code: 'not-issued' });
      expect(badCode.headers.location).toBe('http://app.test/settings/integrations?salesforce=failed');
    });

    it('connects with a good state and code: tokens encrypted, instance URL kept', async () => {
      const state = (await authorize(owner)).searchParams.get('state')!;
      const response = await callback({ state, code: salesforce.issueCode(redirectUri) });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('http://app.test/settings/integrations?salesforce=connected');
      const [row] = (await connectionsOf(owner.user.organisationId)).filter((item) => item.provider === 'salesforce');
      expect(row).toMatchObject({ authKind: 'oauth', state: 'connected', instanceUrl: salesforce.url });
      expect(row!.accountLabel).toContain(salesforce.organisationId);
      expect(row!.refreshTokenEncrypted).toEqual(expect.any(String));
      expect(decryptToken(ctx.app.appDeps.keys.crmTokens, row!.refreshTokenEncrypted!)).toMatch(/^5Aep861/);
      const list = (await call(owner, 'GET', '/api/integrations')).json();
      expect(list[1]).toMatchObject({ provider: 'salesforce', connected: true, authKind: 'oauth' });
    });
  });

  it('says Salesforce is not configured on a server without its OAuth client', async () => {
    const bare = await createTestApp({ database: ctx.database, env: { DISABLE_CRM_WORKER: 'true' } });
    try {
      const stranger = await signUp(bare);
      const list = await bare.app.inject({ method: 'GET', url: '/api/integrations', headers: auth(stranger.token) });
      expect(list.json()[1]).toMatchObject({ provider: 'salesforce', isAvailable: false });
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/integrations/salesforce/authorize',
        headers: auth(stranger.token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Salesforce is not configured on this server.');
    } finally {
      await bare.close();
    }
  });
});
