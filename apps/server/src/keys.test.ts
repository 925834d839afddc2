import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../test/helpers.ts';
import { signSessionToken } from './accounts/session-tokens.ts';
import { deriveKeys } from './keys.ts';

describe('deriveKeys', () => {
  it('gives each job its own stable key, none of them the secret itself', () => {
    const secret = 'a'.repeat(48);
    const keys = deriveKeys(secret);
    const values = Object.values(keys);
    expect(new Set(values).size).toBe(values.length);
    expect(values).not.toContain(secret);
    for (const value of values) expect(Buffer.from(value, 'base64url')).toHaveLength(32);
    expect(deriveKeys(secret)).toEqual(keys);
    expect(deriveKeys('b'.repeat(48)).sessionTokens).not.toBe(keys.sessionTokens);
  });
});

describe('a key of one job', () => {
  it('opens nothing of another: a session token signed with the file-link or visitor key is refused', async () => {
    const ctx = await createTestApp();
    try {
      const { token, user } = await signUp(ctx);
      const profile = (await ctx.app.inject({ url: '/api/users/profile', headers: { 'x-auth-token': token } })).json();
      const forge = (secret: string) =>
        signSessionToken({ user: profile, tokenVersion: 0, secret, expiresInSeconds: 3600 });
      const { fileLinks, visitorHashes, exportLinks } = ctx.app.appDeps.keys;
      for (const secret of [fileLinks, visitorHashes, exportLinks]) {
        const response = await ctx.app.inject({
          url: '/api/users/profile',
          headers: { 'x-auth-token': await forge(secret) },
        });
        expect(response.statusCode, `signed for ${user.id}`).toBe(401);
      }
      const genuine = await forge(ctx.app.appDeps.keys.sessionTokens);
      expect(
        (await ctx.app.inject({ url: '/api/users/profile', headers: { 'x-auth-token': genuine } })).statusCode,
      ).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
