import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import {
  authorizationMatrix,
  type Role,
  roles,
  routeKeys,
  STRIPE_WEBHOOK_SECRET,
} from '../../test/security/authorization-matrix.ts';
import { documentedAccess } from '../../test/security/documented-access.ts';
import { type Account, createFixture, type Fixture } from '../../test/security/fixture.ts';

const roleNames: Record<Role, string> = {
  visitor: 'a visitor',
  otherTenant: "another organisation's owner",
  user: "the organisation's owner",
  teamAdmin: 'an admin of the organisation',
  member: 'a member of the organisation',
  admin: 'the platform admin',
};

const callerOf = (fx: Fixture, role: Role): Account | null =>
  ({ visitor: null, otherTenant: fx.b, user: fx.a, teamAdmin: fx.aAdmin, member: fx.aMember, admin: fx.admin })[role];

describe('authorization matrix', () => {
  let fx: Fixture;
  /** The same app with Stripe configured, for the routes only it registers. */
  let stripeFx: Fixture;
  beforeAll(async () => {
    fx = await createFixture();
    const stripeCtx = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_security', STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET },
    });
    stripeFx = await createFixture({ ctx: stripeCtx, accountsOnly: true });
  });
  afterAll(async () => {
    await fx?.ctx.close();
    await stripeFx?.ctx.close();
  });

  it('has an entry for every registered route, and no entry for a route that is gone', () => {
    const registered = new Set([
      ...routeKeys(fx.ctx.app.registeredRoutes),
      ...routeKeys(stripeFx.ctx.app.registeredRoutes),
    ]);
    const listed = Object.keys(authorizationMatrix);
    const missing = [...registered].filter((key) => !listed.includes(key));
    const gone = listed.filter((key) => !registered.has(key));
    expect(missing, 'routes without an entry in src/security/authorization-matrix.ts').toEqual([]);
    expect(gone, 'entries in src/security/authorization-matrix.ts for routes that no longer exist').toEqual([]);
  });

  for (const [key, entry] of Object.entries(authorizationMatrix)) {
    const method = key.slice(0, key.indexOf(' '));
    describe(key, () => {
      for (const role of roles) {
        const expected = entry.expect[role];
        if (expected === undefined) continue;
        it(`answers ${expected} to ${roleNames[role]}`, async () => {
          const app = entry.requires === 'stripe' ? stripeFx : fx;
          const caller = callerOf(app, role);
          const call = { fx: app, role, caller, owner: app.a };
          const request = await entry.request(call);
          const response = await app.call({ ...request, method: method as 'GET' }, caller);
          expect(response.statusCode, `${key} as ${role}: ${response.body.slice(0, 300)}`).toBe(expected);
          // SCIM's error format (RFC 7644 §3.12) says it in `detail`.
          if (expected >= 400) expect(response.json().message ?? response.json().detail).toEqual(expect.any(String));
          // The document's public marker (`config: { public: true }`) holds exactly when a visitor gets past 401.
          const access = role === 'visitor' ? documentedAccess(app.ctx.app, key) : undefined;
          if (access)
            expect(access, `${key}: the OpenAPI document's security`).toBe(expected === 401 ? 'signed in' : 'public');
          await entry.after?.(response, call, request);
        });
      }
    });
  }
});

describe('test-only routes', () => {
  it('are not registered on a default start, whatever NODE_ENV says, so mailed links never leak', async () => {
    const starts: Array<Record<string, string>> = [
      { ENABLE_TEST_ROUTES: '' },
      { ENABLE_TEST_ROUTES: '', NODE_ENV: 'development' },
      { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48), ALLOW_SIMULATED_PAYMENTS: 'true', ENABLE_TEST_ROUTES: '' },
    ];
    for (const env of starts) {
      const ctx = await createTestApp({ env });
      try {
        expect(ctx.config.enableTestRoutes).toBe(false);
        expect(routeKeys(ctx.app.registeredRoutes).filter((key) => key.includes('/api/dev/'))).toEqual([]);
        const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
        expect(response.statusCode).toBe(404);
      } finally {
        await ctx.close();
      }
    }
    // Three whole apps in a row: on a loaded two-core machine that takes most of the default half-minute.
  }, 120_000);

  it('answer only a connection from this machine when switched on, whatever X-Forwarded-For claims', async () => {
    const ctx = await createTestApp({ env: { ENABLE_TEST_ROUTES: 'true', TRUST_PROXY: '1' } });
    try {
      const local = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      const mappedLocal = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '::1' });
      expect(mappedLocal.statusCode).toBe(200);
      for (const remoteAddress of ['203.0.113.9', '10.0.0.2', '::ffff:192.0.2.1']) {
        const remote = await ctx.app.inject({
          method: 'GET',
          url: '/api/dev/outbox',
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(remote.statusCode).toBe(404);
        expect(remote.body).not.toContain('token=');
      }
    } finally {
      await ctx.close();
    }
  });
});
