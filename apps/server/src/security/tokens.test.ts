import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  decodeJwt,
  mailedToken,
  randomIp,
  signUp,
  type TestContext,
  uniqueEmail,
  validRegistration,
} from '../../test/helpers.ts';
import { wellFormed } from '../../test/security/hostile-values.ts';
import { emailTokens, organisations, users } from '../db/schema.ts';
import { passwordGuessLimits } from '../features/auth/password-guesses.ts';
import { authLimits } from '../features/auth/routes.ts';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tokens', () => {
  let ctx: TestContext;
  let secret: Uint8Array;
  beforeAll(async () => {
    ctx = await createTestApp();
    secret = new TextEncoder().encode(ctx.app.appDeps.keys.sessionTokens);
  });
  afterAll(() => ctx.close());

  const call = (options: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; token?: string }) =>
    ctx.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      payload: options.payload,
      headers: options.token === undefined ? {} : { 'x-auth-token': options.token },
      remoteAddress: randomIp(),
    });
  const profile = (token: string) => call({ url: '/api/users/profile', token });
  const expectSignedOut = (response: LightMyRequestResponse, what: string) => {
    expect(response.statusCode, `${what}: ${response.body}`).toBe(401);
    expect(response.json().message).toMatch(/sign in/i);
  };

  /** A token signed with the app's own secret, with any claims: what only a leaked secret could make. */
  const signed = (claims: Record<string, unknown>, header: { alg: string } = { alg: 'HS256' }) =>
    new SignJWT(claims).setProtectedHeader(header).sign(secret);

  describe('session tokens', () => {
    it('refuses a token that expired, even with the right signature', async () => {
      const { token } = await signUp(ctx);
      const claims = decodeJwt(token);
      const expired = await signed({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 });
      expectSignedOut(await profile(expired), 'expired');
    });

    it('refuses a token without expiry, token version or subject, or with another algorithm', async () => {
      const { token } = await signUp(ctx);
      const { exp: _exp, tv: _tv, sub: _sub, ...rest } = decodeJwt(token);
      const now = Math.floor(Date.now() / 1000) + 3600;
      const variants = {
        'no expiry': await signed({ ...rest, tv: 0, sub: _sub }),
        'no token version': await signed({ ...rest, exp: now, sub: _sub }),
        'a token version as text': await signed({ ...rest, exp: now, sub: _sub, tv: '0' }),
        'HS512 with the right secret': await signed({ ...rest, exp: now, sub: _sub, tv: 0 }, { alg: 'HS512' }),
        'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...rest, exp: now, sub: _sub, tv: 0 })}.`,
        'alg None': `${encode({ alg: 'None', typ: 'JWT' })}.${encode({ ...rest, exp: now, sub: _sub, tv: 0 })}.`,
      };
      for (const [what, variant] of Object.entries(variants)) expectSignedOut(await profile(variant), what);
    });

    it('refuses a token whose claims were edited after signing', async () => {
      const { token } = await signUp(ctx);
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
      const forged = encode({ ...claims, user: { ...claims.user, role: 'admin' }, exp: claims.exp + 86_400 });
      expectSignedOut(await profile(`${header}.${forged}.${signature}`), 'edited claims');
    });

    it('trusts the database, not the claims: a validly signed "admin" claim of a user gets 403', async () => {
      const { token } = await signUp(ctx);
      const claims = decodeJwt(token) as { user: Record<string, unknown> };
      const inflated = await signed({ ...claims, user: { ...claims.user, role: 'admin' } });
      expect((await profile(inflated)).json().role).toBe('regular');
      const admin = await call({ url: '/api/admin/users', token: inflated });
      expect(admin.statusCode).toBe(403);
    });

    it('answers 401, not an error, for a signed token naming a user that is not there or no user at all', async () => {
      const { token } = await signUp(ctx);
      const claims = decodeJwt(token) as Record<string, unknown> & { user: Record<string, unknown> };
      const strangers = ['ffffffff-ffff-4fff-bfff-ffffffffffff', 'not-a-uuid', "' OR 1=1 --", 'a'.repeat(10_000)];
      for (const sub of strangers) {
        const forged = await signed({ ...claims, sub, user: { ...claims.user, id: sub } });
        expectSignedOut(await profile(forged), `sub ${sub.slice(0, 20)}`);
      }
    });

    it('refuses the token of a deleted account', async () => {
      const { token, user } = await signUp(ctx);
      await ctx.database.db.delete(users).where(eq(users.id, user.id));
      // As every deletion through the server does (erasure, removal): a change made by hand reaches the session
      // cache within its TTL instead (platform/cache/session-cache.ts).
      ctx.app.appDeps.sessions.invalidateUser(user.id);
      expectSignedOut(await profile(token), 'deleted');
    });

    it('revokes every session on a password change and a reset; a deactivated account keeps its own', async () => {
      const changed = await signUp(ctx);
      const change = await call({
        method: 'PUT',
        url: '/api/users/change-password',
        token: changed.token,
        payload: { currentPassword: changed.password, newPassword: 'Silver-Harbour-88' },
      });
      expect(change.statusCode).toBe(200);
      expectSignedOut(await profile(changed.token), 'after change');

      const reset = await signUp(ctx);
      await call({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: reset.email } });
      const resetToken = await mailedToken(ctx, reset.email, 'reset-password');
      const done = await call({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: resetToken, password: 'Silver-Harbour-88' },
      });
      expect(done.statusCode).toBe(200);
      expectSignedOut(await profile(reset.token), 'after reset');

      // Deactivation (no plan) keeps the portal open, so the user can subscribe again (docs/architecture.md, Account activation).
      const inactive = await signUp(ctx);
      await ctx.database.db
        .update(organisations)
        .set({ isActive: false })
        .where(eq(organisations.id, inactive.user.organisationId));
      expect((await profile(inactive.token)).statusCode).toBe(200);
    });

    it('answers 401 to garbage of any shape, never an error', async () => {
      const garbage = fc.oneof(
        fc.string({ maxLength: 300 }),
        fc.base64String({ maxLength: 400 }),
        fc.tuple(fc.base64String(), fc.base64String(), fc.base64String()).map((parts) => parts.join('.')),
        fc
          .jsonValue()
          .map((value) => `${encode({ alg: 'HS256' })}.${encode({ value })}.${randomBytes(32).toString('base64url')}`),
        fc.constant('x'.repeat(8_000)),
      );
      await fc.assert(
        fc.asyncProperty(garbage, async (token) => {
          // A header value carries no line breaks or other control characters; what is left must be refused.
          const headerSafe = token.replace(/[^\x20-\x7e]/g, '');
          const response = await profile(headerSafe);
          expect(response.statusCode, `${JSON.stringify(headerSafe).slice(0, 120)}: ${response.body}`).toBe(401);
        }),
        { numRuns: 60 },
      );
    });
  });

  describe('verification and reset links', () => {
    const verify = (token: string) => call({ url: `/api/auth/verify-email/${encodeURIComponent(token)}` });
    const reset = (token: string, password = 'Copper-Lantern-42') =>
      call({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

    it('refuses guessed links of every shape', async () => {
      const guess = fc.oneof(
        fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
        fc.string({ minLength: 1, maxLength: 200 }).filter((value) => value.trim().length > 0),
      );
      await fc.assert(
        fc.asyncProperty(guess, async (token) => {
          const verified = await verify(wellFormed(token));
          expect(verified.statusCode, verified.body).toBeGreaterThanOrEqual(400);
          expect(verified.statusCode, verified.body).toBeLessThan(500);
          const resetResponse = await reset(token);
          expect(resetResponse.statusCode, resetResponse.body).toBe(400);
        }),
        { numRuns: 30 },
      );
    });

    it('keeps each link to its purpose: a verification link resets no password, a reset link verifies nothing', async () => {
      const body = validRegistration();
      await call({ method: 'POST', url: '/api/auth/register', payload: body });
      const verification = await mailedToken(ctx, body.email, 'verify-email');
      expect((await reset(verification)).statusCode).toBe(400);

      const user = await signUp(ctx);
      await call({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email } });
      const resetLink = await mailedToken(ctx, user.email, 'reset-password');
      expect((await verify(resetLink)).statusCode).toBe(400);
      // Neither refusal used the link up: each still works for what it was made for.
      expect((await verify(verification)).statusCode).toBe(200);
      expect((await reset(resetLink)).statusCode).toBe(200);
    });

    it('accepts a link only as mailed: no other case, no extra characters', async () => {
      const user = await signUp(ctx);
      await call({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email } });
      const link = await mailedToken(ctx, user.email, 'reset-password');
      const flipped = link.replace(/[a-z]/, (char) => char.toUpperCase());
      for (const variant of [flipped, `${link}x`, link.slice(0, -1), ` ${link}`, `${link}\u200B`]) {
        if (variant !== link) expect((await reset(variant)).statusCode, JSON.stringify(variant)).toBe(400);
      }
      expect((await reset(link)).statusCode).toBe(200);
    });

    it('ends every other reset link of the account once one of them has set a password', async () => {
      const user = await signUp(ctx);
      for (let index = 0; index < 2; index++) {
        await call({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email } });
      }
      const rows = await ctx.database.db.select().from(emailTokens).where(eq(emailTokens.userId, user.user.id));
      expect(rows.filter((row) => row.purpose === 'reset_password')).toHaveLength(2);
      const newest = await mailedToken(ctx, user.email, 'reset-password');
      expect((await reset(newest)).statusCode).toBe(200);
      const left = await ctx.database.db.select().from(emailTokens).where(eq(emailTokens.userId, user.user.id));
      expect(left.filter((row) => row.purpose === 'reset_password' && row.usedAt === null)).toEqual([]);
    });
  });

  describe('rate limits on every sign-in related call', () => {
    type Limited = { name: string; limit: number; call: (attempt: number) => Promise<LightMyRequestResponse> };

    /** `limit` calls pass the limiter (whatever they answer), the next one gets 429 with Retry-After. */
    async function expectLimited({ name, limit, call: attempt }: Limited) {
      for (let index = 0; index < limit; index++) {
        const response = await attempt(index);
        expect(response.statusCode, `${name}, call ${index + 1}: ${response.body}`).not.toBe(429);
      }
      const blocked = await attempt(limit);
      expect(blocked.statusCode, `${name}: ${blocked.body}`).toBe(429);
      expect(Number(blocked.headers['retry-after']), name).toBeGreaterThan(0);
      expect(blocked.json().message, name).toMatch(/too many/i);
    }

    const from = (ip: string) => (options: Parameters<typeof call>[0]) =>
      ctx.app.inject({
        method: options.method ?? 'GET',
        url: options.url,
        payload: options.payload,
        remoteAddress: ip,
      });

    it('limits registrations per address, whatever its case, and per IP', async () => {
      const email = uniqueEmail('limit');
      await expectLimited({
        name: 'register per e-mail',
        limit: authLimits.register.perEmail,
        call: (attempt) =>
          call({
            method: 'POST',
            url: '/api/auth/register',
            payload: { ...validRegistration(), email: attempt % 2 ? email.toUpperCase() : ` ${email}` },
          }),
      });
      const ip = from(randomIp());
      await expectLimited({
        name: 'register per IP',
        limit: authLimits.register.perIp,
        call: () =>
          ip({ method: 'POST', url: '/api/auth/register', payload: { ...validRegistration(), password: 'x' } }),
      });
    });

    it('limits verification links per IP', async () => {
      const ip = from(randomIp());
      await expectLimited({
        name: 'verify-email per IP',
        limit: authLimits.mail.perIp,
        call: () => ip({ url: `/api/auth/verify-email/${randomBytes(32).toString('base64url')}` }),
      });
    });

    it('limits resend and reset requests per address and per IP', async () => {
      for (const url of ['/api/auth/resend-verification', '/api/auth/request-password-reset']) {
        const email = uniqueEmail('limit');
        await expectLimited({
          name: `${url} per e-mail`,
          limit: authLimits.mail.perEmail,
          call: () => call({ method: 'POST', url, payload: { email } }),
        });
        const ip = from(randomIp());
        await expectLimited({
          name: `${url} per IP`,
          limit: authLimits.mail.perIp,
          call: () => ip({ method: 'POST', url, payload: { email: uniqueEmail('limit') } }),
        });
      }
    });

    it('limits password resets per IP', async () => {
      const ip = from(randomIp());
      await expectLimited({
        name: 'reset-password per IP',
        limit: authLimits.mail.perIp,
        call: () =>
          ip({
            method: 'POST',
            url: '/api/auth/reset-password',
            payload: { token: randomBytes(32).toString('base64url'), password: 'Copper-Lantern-42' },
          }),
      });
    });

    it('limits password guesses per address and IP, and per IP across addresses', async () => {
      const user = await signUp(ctx);
      const guesser = from(randomIp());
      await expectLimited({
        name: 'login per address and IP',
        limit: passwordGuessLimits.perAccountAndIp.limit,
        call: () =>
          guesser({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'wrong' } }),
      });
      const sprayer = from(randomIp());
      await expectLimited({
        name: 'login per IP',
        limit: passwordGuessLimits.perIp.limit,
        call: () =>
          sprayer({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: uniqueEmail('spray'), password: 'wrong' },
          }),
      });
    });

    it('limits wrong current passwords on a password change, so a stolen session cannot guess the password', async () => {
      const user = await signUp(ctx);
      const ip = randomIp();
      const attempt = (currentPassword: string) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/users/change-password',
          headers: { 'x-auth-token': user.token },
          payload: { currentPassword, newPassword: 'Silver-Harbour-88' },
          remoteAddress: ip,
        });
      await expectLimited({
        name: 'change-password per user and IP',
        limit: passwordGuessLimits.perAccountAndIp.limit,
        call: (index) => attempt(`guess-${index}`),
      });
      // Even the right password waits now, so a guess cannot be confirmed.
      expect((await attempt(user.password)).statusCode).toBe(429);
    });
  });
});
