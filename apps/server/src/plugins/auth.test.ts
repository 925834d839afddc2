import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, decodeJwt, signUp, type TestContext } from '../../test/helpers.ts';
import { signSessionToken } from '../features/auth/tokens.ts';
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
