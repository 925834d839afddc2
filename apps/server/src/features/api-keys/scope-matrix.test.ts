import { apiKeyScopes } from '@nfc/contract/api-keys';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { authorizationMatrix, type RouteRequest, routeKeys } from '../../../test/security/authorization-matrix.ts';
import { type Account, createFixture, type Fixture, uniqueLabel } from '../../../test/security/fixture.ts';

/**
 * Scopes over every route, generated from the route table as the role matrix is: a route naming a scope refuses a key
 * without it (403 naming it) and lets a key with only it through; a signed-in route naming none is never a key's.
 * The requests are the authorization matrix's, as A's owner (who makes every key here) would send them.
 */
describe('API key scopes over every route', () => {
  let fx: Fixture;
  const keys = new Map<string, string>();
  const allScopes = 'all';

  const makeKey = async (owner: Account, scopes: readonly string[]) => {
    const response = await fx.call(
      { method: 'POST', url: '/api/api-keys', payload: { name: uniqueLabel('Scoped'), scopes } },
      owner,
    );
    if (response.statusCode !== 201) throw new Error(`key: ${response.body}`);
    return response.json().key as string;
  };
  /** The request with the key instead of any session a builder put in (sign-out-everywhere brings its own). */
  const withKey = async (method: string, key: string, request: RouteRequest): Promise<LightMyRequestResponse> => {
    const { 'x-auth-token': _session, ...headers } = request.headers ?? {};
    return fx.call({ ...request, method: method as 'GET', headers: { ...headers, authorization: `Bearer ${key}` } });
  };

  beforeAll(async () => {
    // A limit no loop here reaches: the limit itself is tested in api-keys.test.ts.
    fx = await createFixture({ ctx: await createTestApp({ env: { API_KEY_REQUESTS_PER_MINUTE: '1000000' } }) });
    keys.set(allScopes, await makeKey(fx.a, apiKeyScopes));
    for (const scope of apiKeyScopes) {
      keys.set(`only ${scope}`, await makeKey(fx.a, [scope]));
      keys.set(
        `all but ${scope}`,
        await makeKey(
          fx.a,
          apiKeyScopes.filter((other) => other !== scope),
        ),
      );
    }
  });
  afterAll(() => fx?.ctx.close());

  const entryOf = (key: string) => {
    const entry = authorizationMatrix[key];
    if (!entry) throw new Error(`no authorization matrix entry for ${key}`);
    return entry;
  };
  const routes = () =>
    fx.ctx.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .map((route) => ({ ...route, key: routeKeys([route])[0]! }));
  const call = { role: 'user' as const };

  it('names a known scope on every route that names one, and covers the organisation routes', () => {
    const scoped = routes().filter((route) => route.scope);
    for (const route of scoped) expect(apiKeyScopes, route.key).toContain(route.scope);
    // Every scope opens something.
    expect(new Set(scoped.map((route) => route.scope))).toEqual(new Set(apiKeyScopes));
  });

  it('refuses a key without the route’s scope, naming it, and lets a key with only that scope through', async () => {
    const problems: string[] = [];
    for (const route of routes().filter((route) => route.scope)) {
      const entry = entryOf(route.key);
      const scope = route.scope!;
      const context = { ...call, fx, caller: fx.a, owner: fx.a };
      const refused = await withKey(route.method, keys.get(`all but ${scope}`)!, await entry.request(context));
      if (
        refused.statusCode !== 403 ||
        refused.json().missingScope !== scope ||
        !refused.json().message.includes(scope)
      )
        problems.push(`${route.key} without ${scope}: ${refused.statusCode} ${refused.body.slice(0, 200)}`);
      const allowed = await withKey(route.method, keys.get(`only ${scope}`)!, await entry.request(context));
      if ([401, 403].includes(allowed.statusCode))
        problems.push(`${route.key} with only ${scope}: ${allowed.statusCode} ${allowed.body.slice(0, 200)}`);
      if (!allowed.headers.ratelimit) problems.push(`${route.key}: no RateLimit header`);
    }
    expect(problems).toEqual([]);
  });

  it('never lets a key with every scope succeed on a signed-in route that names none (billing, team, keys, admin)', async () => {
    const problems: string[] = [];
    const unscoped = routes().filter((route) => !route.scope && entryOf(route.key).expect.visitor === 401);
    expect(unscoped.map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'GET /api/api-keys',
        'POST /api/api-keys',
        'GET /api/users/profile',
        'GET /api/team',
        'POST /api/subscriptions/create-checkout-session',
        'GET /api/admin/users',
      ]),
    );
    for (const route of unscoped) {
      const entry = entryOf(route.key);
      const request = await entry.request({ ...call, fx, caller: fx.a, owner: fx.a });
      const response = await withKey(route.method, keys.get(allScopes)!, request);
      if (![401, 403, 404].includes(response.statusCode))
        problems.push(`${route.key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps the admin area closed to a key made by the platform admin', async () => {
    const adminKey = await makeKey(fx.admin, apiKeyScopes);
    for (const url of ['/api/admin/users', '/api/admin/plans', '/api/admin/does-not-exist']) {
      const response = await withKey('GET', adminKey, { url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toMatch(/API keys cannot reach this route/);
    }
  });

  it("answers 404 to another organisation's key for our tags, cards, leads and webhooks", async () => {
    const bKey = await makeKey(fx.b, apiKeyScopes);
    const leadName = uniqueLabel('Lead');
    await fx.call({
      method: 'POST',
      url: `/api/vcf/share/${fx.a.vcardToken}/leads`,
      payload: {
        name: leadName,
        phone: '+49 30 1234567',
        consent: true,
        consentVersion: '2026-11',
        consentLanguage: 'en',
      },
    });
    const leadId = (await fx.call({ method: 'GET', url: `/api/leads?search=${leadName}` }, fx.a)).json().leads[0].id;
    const webhook = await fx.call(
      {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url: `https://${uniqueLabel('h')}.invalid/x`, events: ['scan.created'] },
      },
      fx.a,
    );
    const webhookId = webhook.json().id;
    const attempts: Array<[string, RouteRequest]> = [
      ['GET', { url: `/api/tags/${fx.a.tagId}` }],
      [
        'PUT',
        {
          url: `/api/tags/${fx.a.tagId}`,
          payload: { name: 'Taken', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com' } },
        },
      ],
      ['DELETE', { url: `/api/tags/${fx.a.tagId}` }],
      ['GET', { url: `/api/vcf-configs/${fx.a.vcardId}` }],
      ['DELETE', { url: `/api/vcf-configs/${fx.a.vcardId}` }],
      ['DELETE', { url: `/api/leads/${leadId}` }],
      ['PATCH', { url: `/api/webhooks/${webhookId}`, payload: { description: 'Taken' } }],
      ['DELETE', { url: `/api/webhooks/${webhookId}` }],
    ];
    for (const [method, request] of attempts) {
      const response = await withKey(method, bKey, request);
      expect(response.statusCode, `${method} ${request.url}: ${response.body}`).toBe(404);
    }
    // All still there for A.
    expect((await fx.call({ method: 'GET', url: `/api/tags/${fx.a.tagId}` }, fx.a)).statusCode).toBe(200);
    expect((await withKey('GET', keys.get(allScopes)!, { url: `/api/tags/${fx.a.tagId}` })).statusCode).toBe(200);
  });
});
