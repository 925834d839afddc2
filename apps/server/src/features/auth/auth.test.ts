import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountByEmail,
  createTestApp,
  decodeJwt,
  lastMailTo,
  mailedToken,
  randomIp,
  signUp,
  type TestContext,
  uniqueEmail,
  validRegistration,
} from '../../../test/helpers.ts';
import { emailTokens, users } from '../../db/schema.ts';

describe('accounts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = randomIp()) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

  describe('POST /api/auth/register', () => {
    it('creates an unverified, inactive account with a normalised e-mail and an argon2id hash, and mails the link', async () => {
      const email = uniqueEmail('reg');
      const response = await post('/api/auth/register', { ...validRegistration(`  ${email.toUpperCase()} `) });
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toMatch(/check your e-mail/);
      const row = await accountByEmail(ctx.database.db, email);
      expect(row).toMatchObject({ role: 'regular', isEmailVerified: false, isAccountActive: false, planId: null });
      expect(row).toMatchObject({
        teamRole: 'owner',
        organisation: { name: validRegistration(email).organisationName },
      });
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const mail = await lastMailTo(ctx, email);
      expect(mail?.subject).toBe('Confirm your e-mail address');
      expect(mail?.text).toMatch(/http:\/\/app\.test\/verify-email\?token=[\w-]{40,}/);
      const [stored] = await ctx.database.db.select().from(emailTokens).where(eq(emailTokens.userId, row!.id));
      const token = await mailedToken(ctx, email, 'verify-email');
      expect(stored!.tokenHash).not.toContain(token);
    });

    it('mails in German for a German registration', async () => {
      const email = uniqueEmail('de');
      await post('/api/auth/register', { ...validRegistration(email), language: 'de' });
      expect((await lastMailTo(ctx, email))?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
      const other = uniqueEmail('de-header');
      await post('/api/auth/register', validRegistration(other), { 'accept-language': 'de-DE,de;q=0.9' });
      expect((await lastMailTo(ctx, other))?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    });

    it('names every missing or bad field and stores nothing', async () => {
      const email = uniqueEmail('bad');
      const response = await post('/api/auth/register', {
        email,
        password: '12345',
        organisationPlz: '123',
        organisationCountry: 'France',
      });
      expect(response.statusCode).toBe(400);
      const { errors, message } = response.json();
      expect(message).toMatch(/Invalid input/);
      expect(Object.keys(errors).sort()).toEqual(
        [
          'contactFirstName',
          'contactLastName',
          'organisationCity',
          'organisationCountry',
          'organisationName',
          'organisationNumber',
          'organisationPlz',
          'organisationStreet',
          'password',
        ].sort(),
      );
      expect(errors.password).toBe('The password must be at least 6 characters long.');
      expect(errors.organisationPlz).toBe('The postal code must have 4 or 5 digits.');
      expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    });

    it('refuses a malformed e-mail, a blank name and a non-JSON body', async () => {
      const bad = await post('/api/auth/register', { ...validRegistration('not-an-email'), organisationName: '   ' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toMatchObject({
        email: 'Enter a valid e-mail address.',
        organisationName: expect.any(String),
      });
      const garbage = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(garbage.statusCode).toBe(400);
    });

    it('refuses one of the most common passwords', async () => {
      const response = await post('/api/auth/register', { ...validRegistration(), password: 'password1' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.password).toMatch(/too common/);
    });

    it('answers a taken address exactly like a new one and mails its owner instead of revealing it', async () => {
      const email = uniqueEmail('dup');
      const first = await post('/api/auth/register', validRegistration(email));
      expect(first.statusCode).toBe(201);
      const [original] = await ctx.database.db.select().from(users).where(eq(users.email, email));

      const again = await post('/api/auth/register', {
        ...validRegistration(email.toUpperCase()),
        password: 'Other-Fjord-2001',
      });
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.json()).toEqual(first.json());

      // Nothing about the account changed, and its owner is told someone tried.
      const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toEqual([original]);
      const mail = await lastMailTo(ctx, email);
      expect(mail?.subject).toMatch(/tried to register/);
      expect(mail?.text).toContain('http://app.test/login');
      expect(mail?.text).toContain('http://app.test/request-password-reset');
      expect(mail?.text).not.toMatch(/verify-email\?token=/);
    });

    it('ignores fields a visitor may not set (role, plan, quota, activation)', async () => {
      const email = uniqueEmail('mass');
      await post('/api/auth/register', {
        ...validRegistration(email),
        role: 'admin',
        isAccountActive: true,
        isEmailVerified: true,
        tagQuota: 1000,
      });
      const row = await accountByEmail(ctx.database.db, email);
      expect(row).toMatchObject({ role: 'regular', isAccountActive: false, isEmailVerified: false, tagQuota: null });
    });
  });

  describe('e-mail verification', () => {
    it('verifies once; the link cannot be used again, and garbage or expired links fail', async () => {
      const email = uniqueEmail('verify');
      await post('/api/auth/register', validRegistration(email));
      const token = await mailedToken(ctx, email, 'verify-email');
      const first = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
      expect(first.statusCode).toBe(200);
      const again = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toMatch(/invalid or has expired/);
      const guessed = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify-email/AAAAAAAAAAAAAAAAAAAA' });
      expect(guessed.statusCode).toBe(400);

      const late = uniqueEmail('late');
      await post('/api/auth/register', validRegistration(late));
      const lateToken = await mailedToken(ctx, late, 'verify-email');
      const [lateUser] = await ctx.database.db.select().from(users).where(eq(users.email, late));
      await ctx.database.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.userId, lateUser!.id));
      expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${lateToken}` })).statusCode).toBe(
        400,
      );
    });

    it('resends for an unverified address and answers the same for unknown ones', async () => {
      const email = uniqueEmail('resend');
      await post('/api/auth/register', validRegistration(email));
      const known = await post('/api/auth/resend-verification', { email });
      const unknown = await post('/api/auth/resend-verification', { email: uniqueEmail('nobody') });
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      const mails = (await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' }))
        .json()
        .filter((mail: { to: string }) => mail.to === email);
      expect(mails).toHaveLength(2);
      expect((await post('/api/auth/resend-verification', {})).statusCode).toBe(400);
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers 403 with needsVerification for an unverified account with the right password only', async () => {
      const body = validRegistration();
      await post('/api/auth/register', body);
      const right = await post('/api/auth/login', { email: body.email, password: body.password });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toMatchObject({ needsVerification: true, message: expect.stringMatching(/verify/) });
      const wrong = await post('/api/auth/login', { email: body.email, password: 'wrong-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().needsVerification).toBeUndefined();
    });

    it('gives the same 400 for an unknown e-mail and a wrong password, in similar time', async () => {
      const { email } = await signUp(ctx);
      const time = async (payload: object) => {
        const start = performance.now();
        const response = await post('/api/auth/login', payload);
        return { response, ms: performance.now() - start };
      };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
      const unknown = [];
      const wrong = [];
      for (let round = 0; round < 3; round++) {
        unknown.push(await time({ email: uniqueEmail('ghost'), password: 'whatever-1' }));
        wrong.push(await time({ email, password: 'whatever-1' }));
      }
      expect(unknown[0]!.response.statusCode).toBe(400);
      expect(wrong[0]!.response.json()).toEqual(unknown[0]!.response.json());
      expect(unknown[0]!.response.json().message).toBe('Invalid e-mail or password.');
      // Both paths run one argon2 verification; neither answers in a fraction of the other's time.
      const unknownMs = median(unknown.map((call) => call.ms));
      const wrongMs = median(wrong.map((call) => call.ms));
      expect(unknownMs).toBeGreaterThan(wrongMs / 3);
      expect(wrongMs).toBeGreaterThan(unknownMs / 3);
    });

    it('answers a token whose claims carry the user, the token version and the expiry in seconds', async () => {
      const { token, email } = await signUp(ctx);
      const claims = decodeJwt(token);
      expect(claims).toMatchObject({
        tv: 0,
        user: { email, role: 'regular', isEmailVerified: true, isAccountActive: false, plan: null, tagQuota: null },
      });
      expect(claims.exp).toBe((claims.iat as number) + 86400);
      expect(JSON.stringify(claims)).not.toMatch(/passwordHash|argon2/);
    });

    it('requires both fields', async () => {
      const response = await post('/api/auth/login', { email: '' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown addresses and mails only the known one', async () => {
      const { email } = await signUp(ctx);
      const known = await post('/api/auth/request-password-reset', { email });
      const ghost = uniqueEmail('ghost');
      const unknown = await post('/api/auth/request-password-reset', { email: ghost });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json().data.message).toMatch(/If an account exists/);
      expect(await lastMailTo(ctx, ghost)).toBeUndefined();
      expect((await lastMailTo(ctx, email))?.subject).toBe('Reset your password');
    });

    it('sets the new password once, revokes every old session and refuses reuse', async () => {
      const { email, token: oldSession } = await signUp(ctx);
      await post('/api/auth/request-password-reset', { email });
      const resetToken = await mailedToken(ctx, email, 'reset-password');
      const reset = await post('/api/auth/reset-password', { token: resetToken, password: 'Another-Fjord-2024' });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().data.message).toMatch(/has been reset/);

      const old = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { 'x-auth-token': oldSession },
      });
      expect(old.statusCode).toBe(401);
      const login = await post('/api/auth/login', { email, password: 'Another-Fjord-2024' });
      expect(login.statusCode).toBe(200);
      const reuse = await post('/api/auth/reset-password', { token: resetToken, password: 'Third-Fjord-2025' });
      expect(reuse.statusCode).toBe(400);
    });

    it('refuses an expired link, a guessed one, a short and a common password', async () => {
      const { email } = await signUp(ctx);
      await post('/api/auth/request-password-reset', { email });
      const resetToken = await mailedToken(ctx, email, 'reset-password');
      expect((await post('/api/auth/reset-password', { token: resetToken, password: '12345' })).statusCode).toBe(400);
      const common = await post('/api/auth/reset-password', { token: resetToken, password: 'qwerty123' });
      expect(common.json().errors.password).toMatch(/too common/);
      expect((await post('/api/auth/reset-password', { token: 'guess', password: 'Fine-Fjord-99' })).statusCode).toBe(
        400,
      );
      await ctx.database.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(emailTokens.purpose, 'reset_password'));
      const expired = await post('/api/auth/reset-password', { token: resetToken, password: 'Fine-Fjord-99' });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toMatch(/invalid or has expired/);
    });
  });
});
