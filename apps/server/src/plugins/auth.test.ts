import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, decodeJwt, signUp, type TestContext } from '../../test/helpers.ts';
import { signSessionToken } from '../accounts/session-tokens.ts';
import { RENEWED_TOKEN_HEADER } from './auth.ts';

describe('silent renewal of a session in use', () => {
  let ctx: TestContext;
  let account: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    account = await signUp(ctx);
  });
  afterAll(() => ctx.close());

  const profile = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: { 'x-auth-token': token } });

  it('sends nothing new while the token is in the first half of its life', async () => {
    const response = await profile(account.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
  });

  it('hands a fresh, full-length token to a request made past half the life, which then works', async () => {
    const lifetime = ctx.config.jwtExpiresInSeconds;
    const ageing = await signSessionToken({
      user: account.user as never,
      tokenVersion: 0,
      secret: ctx.app.appDeps.keys.sessionTokens,
      expiresInSeconds: Math.floor(lifetime / 3),
    });
    const response = await profile(ageing);
    expect(response.statusCode).toBe(200);
    const renewed = response.headers[RENEWED_TOKEN_HEADER];
    expect(typeof renewed).toBe('string');
    const claims = decodeJwt(renewed as string);
    expect(claims.exp).toBe((claims.iat as number) + lifetime);
    expect(claims.sub).toBe(account.user.id);
    expect((await profile(renewed as string)).statusCode).toBe(200);
  });

  it('renews nothing for a refused request or a revoked token', async () => {
    const revoked = await signSessionToken({
      user: account.user as never,
      tokenVersion: 99,
      secret: ctx.app.appDeps.keys.sessionTokens,
      expiresInSeconds: 60,
    });
    const response = await profile(revoked);
    expect(response.statusCode).toBe(401);
    expect(response.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
  });
});

describe('POST /api/auth/sign-out-everywhere', () => {
  it('revokes every token of the account at once, and only of that account', async () => {
    const ctx = await createTestApp();
    try {
      const account = await signUp(ctx);
      const other = await signUp(ctx);
      const secondDevice = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password: account.password },
        })
      ).json().token as string;
      const profile = (token: string) =>
        ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: { 'x-auth-token': token } });
      expect((await profile(secondDevice)).statusCode).toBe(200);

      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out-everywhere',
        headers: { 'x-auth-token': account.token, 'accept-language': 'de' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().message).toBe('Sie wurden auf allen Geräten abgemeldet.');
      expect((await profile(account.token)).statusCode).toBe(401);
      expect((await profile(secondDevice)).statusCode).toBe(401);
      expect((await profile(other.token)).statusCode).toBe(200);

      // Signing in again works as before.
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect((await profile(again.json().token)).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere' })).statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});
