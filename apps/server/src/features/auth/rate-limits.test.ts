import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auth,
  createTestApp,
  mailedToken,
  randomIp,
  signUp,
  type TestContext,
  uniqueEmail,
  validRegistration,
} from '../../../test/helpers.ts';
import { closeTestRedis, counterDrivers, testAppOptionsFor } from '../../../test/redis-server.ts';
import { users } from '../../db/schema.ts';
import { createMemoryRateLimiter } from '../../platform/cache/rate-limiter.ts';
import { passwordGuessLimits } from './password-guesses.ts';

/** Every password check the app makes, so a test can tell how many guesses reached one. */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../accounts/password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../accounts/password.ts')>();
  return {
    ...actual,
    verifyPassword: (...args: Parameters<typeof actual.verifyPassword>) => {
      checks.count++;
      return actual.verifyPassword(...args);
    },
  };
});

const { perAccountAndIp, perIp } = passwordGuessLimits;

// Every limit holds on the embedded counters and on Redis (a private server, or REDIS_URL with a key prefix).
afterAll(() => closeTestRedis());

describe.each(counterDrivers)('password guesses on sign-in (%s counters)', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(await testAppOptionsFor(driver));
  });
  afterAll(() => ctx.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  /** Uses up the address's guesses from one IP. */
  const lockOut = async (email: string, ip: string) => {
    for (let attempt = 0; attempt < perAccountAndIp.limit; attempt++) {
      expect((await login(email, `wrong-${attempt}`, ip)).statusCode).toBe(400);
    }
  };
  const outbox = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as Array<{
      to: string;
      subject: string;
      text: string;
    }>;

  it('refuses the eleventh guess at one address from one IP with 429 and Retry-After, even the right password', async () => {
    const { email, password } = await signUp(ctx);
    const ip = randomIp();
    await lockOut(email, ip);
    const blocked = await login(email, password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it('lets the owner sign in from another IP while a guesser is locked out of the address (no targeted lockout)', async () => {
    const { email, password } = await signUp(ctx);
    const guesser = randomIp();
    await lockOut(email, guesser);
    expect((await login(email, password, guesser)).statusCode).toBe(429);
    expect((await login(email, password, randomIp())).statusCode).toBe(200);
  });

  it('lets a colleague behind the same IP sign in while one address is locked there (an office NAT)', async () => {
    const locked = await signUp(ctx);
    const colleague = await signUp(ctx);
    const office = randomIp();
    await lockOut(locked.email, office);
    expect((await login(colleague.email, 'typo', office)).statusCode).toBe(400);
    expect((await login(colleague.email, colleague.password, office)).statusCode).toBe(200);
  });

  it('lets at most 10 of 30 parallel wrong passwords reach the password check; the rest get 429 with Retry-After', async () => {
    const { email } = await signUp(ctx);
    const ip = randomIp();
    const before = checks.count;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => login(email, `parallel-${index}`, ip)));
    expect(checks.count - before).toBeLessThanOrEqual(perAccountAndIp.limit);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(perAccountAndIp.limit);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(30 - perAccountAndIp.limit);
    for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an IP that sprayed 100 guesses over many addresses, but not those addresses from elsewhere', async () => {
    const user = await signUp(ctx);
    const sprayer = randomIp();
    for (let batch = 0; batch < perIp.limit / 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => login(uniqueEmail('spray'), 'wrong-password', sprayer)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(400));
    }
    const blocked = await login(user.email, user.password, sprayer);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(15 * 60);
    expect((await login(user.email, user.password, randomIp())).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address, so hopping inside it gains no guesses', async () => {
    const { email, password } = await signUp(ctx);
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let attempt = 0; attempt < perAccountAndIp.limit; attempt++) {
      expect((await login(email, 'wrong-password', `${prefix}::${attempt + 1}`)).statusCode).toBe(400);
    }
    expect((await login(email, password, `${prefix}:ffff::1`)).statusCode).toBe(429);
    expect((await login(email, password, `::ffff:${randomIp()}`)).statusCode).toBe(200);
  });

  it('gives the attempts back on a right password: the count starts over', async () => {
    const { email, password } = await signUp(ctx);
    const ip = randomIp();
    for (let attempt = 0; attempt < perAccountAndIp.limit - 1; attempt++) {
      expect((await login(email, 'wrong-password', ip)).statusCode).toBe(400);
    }
    expect((await login(email, password, ip)).statusCode).toBe(200);
    await lockOut(email, ip);
    expect((await login(email, password, ip)).statusCode).toBe(429);
  });

  it('mails the owner once per window, in their language, a link to choose a new password that also lifts the lock', async () => {
    const user = await signUp(ctx);
    await ctx.database.db.update(users).set({ language: 'de' }).where(eq(users.id, user.user.id));
    const lockoutMails = async () =>
      (await outbox()).filter((mail) => mail.to === user.email && /falsche Passwörter/.test(mail.subject));
    const first = randomIp();
    await lockOut(user.email, first);
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(user.email, 'x', first)).statusCode).toBe(429);
    await expect.poll(async () => (await lockoutMails()).length).toBe(1);
    // Locked from a second network in the same window: the owner already knows.
    const second = randomIp();
    await lockOut(user.email, second);
    expect((await login(user.email, 'x', second)).statusCode).toBe(429);
    const [mail] = await lockoutMails();
    expect(mail?.subject).toBe('Zu viele falsche Passwörter für Ihr Konto');
    expect(mail?.text).toContain('http://app.test/reset-password?token=');
    expect(mail?.text).toMatch(/15 Minuten/);
    expect(await lockoutMails()).toHaveLength(1);

    const token = await mailedToken(ctx, user.email, 'reset-password');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Copper-Lantern-42' },
      remoteAddress: first,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'Copper-Lantern-42', first)).statusCode).toBe(200);
  });

  it('mails an English owner in English', async () => {
    const user = await signUp(ctx);
    const ip = randomIp();
    await lockOut(user.email, ip);
    expect((await login(user.email, 'x', ip)).statusCode).toBe(429);
    await expect
      .poll(async () => (await outbox()).find((mail) => mail.to === user.email)?.subject)
      .toBe('Too many wrong passwords for your account');
  });

  it('answers a locked unknown address exactly as a locked known one, and mails nobody', async () => {
    const known = await signUp(ctx);
    const unknown = uniqueEmail('nobody');
    const ip = randomIp();
    await lockOut(known.email, ip);
    await lockOut(unknown, ip);
    const [forKnown, forUnknown] = [await login(known.email, 'x', ip), await login(unknown, 'x', ip)];
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.json()).toEqual(forKnown.json());
    await expect
      .poll(async () =>
        (await outbox()).some((mail) => mail.to === known.email && /wrong passwords/.test(mail.subject)),
      )
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await outbox()).filter((mail) => mail.to === unknown)).toEqual([]);
  });
});

describe.each(counterDrivers)('password guesses on change-password (%s counters)', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(await testAppOptionsFor(driver));
  });
  afterAll(() => ctx.close());

  const change = (token: string, currentPassword: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: auth(token),
      payload: { currentPassword, newPassword: 'Silver-Harbour-88' },
      remoteAddress,
    });

  it('counts wrong current passwords per user and IP: that IP waits even with the right one, another IP does not', async () => {
    const user = await signUp(ctx);
    const ip = randomIp();
    for (let attempt = 0; attempt < perAccountAndIp.limit; attempt++) {
      expect((await change(user.token, `guess-${attempt}`, ip)).statusCode).toBe(400);
    }
    const blocked = await change(user.token, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await change(user.token, user.password, randomIp())).statusCode).toBe(200);
  });

  it('lets at most 10 of 30 parallel wrong current passwords reach the password check', async () => {
    const user = await signUp(ctx);
    const ip = randomIp();
    const before = checks.count;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => change(user.token, `parallel-${index}`, ip)),
    );
    expect(checks.count - before).toBeLessThanOrEqual(perAccountAndIp.limit);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(perAccountAndIp.limit);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(30 - perAccountAndIp.limit);
  });
});

describe.each(counterDrivers)('rate limits on registration and mail-sending calls (%s counters)', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(await testAppOptionsFor(driver));
  });
  afterAll(() => ctx.close());

  it('limits registrations per IP and reset and resend requests per e-mail', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...validRegistration(), password: 'x' },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);

    const email = uniqueEmail('reset');
    const resets: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email },
        remoteAddress: randomIp(),
      });
      resets.push(response.statusCode);
    }
    expect(resets).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('memory rate limiter', () => {
  it('opens a new window after the old one ends', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    expect((await limiter.hit('k', 2, 1000)).allowed).toBe(true);
    expect((await limiter.hit('k', 2, 1000)).allowed).toBe(true);
    expect(await limiter.hit('k', 2, 1000)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    now = 1000;
    expect(await limiter.hit('k', 2, 1000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts parallel hits one at a time: of 50, exactly the limit are allowed', async () => {
    const limiter = createMemoryRateLimiter();
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('burst', 10, 60_000)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });

  it('gives a hit back without going below zero or moving the window', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    await limiter.hit('k', 2, 1000);
    await limiter.hit('k', 2, 1000);
    await limiter.giveBack('k');
    now = 500;
    expect(await limiter.hit('k', 2, 1000)).toMatchObject({ allowed: true, count: 2, retryAfterSeconds: 1 });
    await limiter.giveBack('gone');
    await limiter.giveBack('gone');
    expect(await limiter.hit('gone', 2, 1000)).toMatchObject({ count: 1 });
  });
});
