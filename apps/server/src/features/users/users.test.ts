import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, decodeJwt, randomIp, signUp, type TestContext } from '../../../test/helpers.ts';
import { signSessionToken } from '../../accounts/session-tokens.ts';
import { organisations, users } from '../../db/schema.ts';

describe('users', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const profile = (token?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: token ? { 'x-auth-token': token } : {} });

  describe('tokens', () => {
    it('answers the signed-in user for a good token', async () => {
      const { token, email } = await signUp(ctx);
      const response = await profile(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email, organisationName: 'Muster GmbH', role: 'regular' });
      expect(response.json()).not.toHaveProperty('passwordHash');
    });

    it('answers 401 to no token, garbage, another secret, alg none, an expired and a revoked token', async () => {
      const { token, user } = await signUp(ctx);
      const claims = decodeJwt(token);
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const otherSecret = await new SignJWT({ user: claims.user, tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('some-other-secret-of-sufficient-length'));
      const algNone = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, sub: user.id })}.`;
      const expired = await signSessionToken({
        user: claims.user as never,
        tokenVersion: 0,
        secret: 'irrelevant',
        expiresInSeconds: -10,
      });
      for (const bad of [undefined, 'garbage', 'a.b.c', otherSecret, algNone, expired]) {
        const response = await profile(bad);
        expect(response.statusCode, String(bad)).toBe(401);
        expect(response.json().message).toMatch(/sign in/i);
      }
      await ctx.database.db.update(users).set({ tokenVersion: 5 }).where(eq(users.id, user.id));
      // As every revocation through the server does (password change, sign-out everywhere, deactivation).
      ctx.app.appDeps.sessions.invalidateUser(user.id);
      expect((await profile(token)).statusCode).toBe(401);
    });
  });

  describe('PUT /api/users/profile', () => {
    it('updates organisation fields only, never role, plan, quota, activation or e-mail', async () => {
      const { token, email, user } = await signUp(ctx);
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { 'x-auth-token': token },
        payload: {
          organisationName: '  Beispiel AG ',
          organisationCity: 'Wien',
          organisationPlz: '1010',
          organisationStreet: '',
          role: 'admin',
          email: 'taken@example.com',
          isAccountActive: true,
          tagQuota: 999,
          planId: '00000000-0000-0000-0000-000000000000',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email,
        organisationName: 'Beispiel AG',
        organisationCity: 'Wien',
        organisationPlz: '1010',
        organisationStreet: null,
        role: 'regular',
        isAccountActive: false,
        tagQuota: null,
        plan: null,
      });
      const [row] = await ctx.database.db
        .select({ user: users, organisation: organisations })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.id, user.id));
      expect(row?.user).toMatchObject({ role: 'regular', teamRole: 'owner', email });
      expect(row?.organisation).toMatchObject({ name: 'Beispiel AG', isActive: false, tagQuota: null, planId: null });
    });

    it('requires organisation name and city and a 4-5 digit postal code, and changes nothing otherwise', async () => {
      const { token, user } = await signUp(ctx);
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { 'x-auth-token': token },
        payload: { organisationName: '', organisationCity: ' ', organisationPlz: '12a45' },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual([
        'organisationCity',
        'organisationName',
        'organisationPlz',
      ]);
      const [row] = await ctx.database.db
        .select()
        .from(organisations)
        .where(eq(organisations.id, (user as { organisationId: string }).organisationId));
      expect(row!.name).toBe('Muster GmbH');
    });

    it('answers 401 before looking at the body when there is no token', async () => {
      const response = await ctx.app.inject({ method: 'PUT', url: '/api/users/profile', payload: { bad: true } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PUT /api/users/change-password', () => {
    it('checks the current password, answers a fresh token and revokes the old one', async () => {
      const { token, email, password } = await signUp(ctx);
      const change = (payload: object, withToken = token) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/users/change-password',
          headers: { 'x-auth-token': withToken },
          payload,
        });
      const wrong = await change({ currentPassword: 'not-it', newPassword: 'Green-Valley-77' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.currentPassword).toMatch(/not correct/);
      expect((await change({ currentPassword: password, newPassword: '123' })).statusCode).toBe(400);
      expect((await change({ currentPassword: password, newPassword: 'iloveyou' })).json().errors.newPassword).toMatch(
        /too common/,
      );

      const ok = await change({ currentPassword: password, newPassword: 'Green-Valley-77' });
      expect(ok.statusCode).toBe(200);
      const { token: fresh, message } = ok.json();
      expect(message).toMatch(/changed/);
      expect(decodeJwt(fresh).tv).toBe(1);
      expect((await profile(token)).statusCode).toBe(401);
      expect((await profile(fresh)).statusCode).toBe(200);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Green-Valley-77' },
        remoteAddress: randomIp(),
      });
      expect(login.statusCode).toBe(200);
    });
  });
});
