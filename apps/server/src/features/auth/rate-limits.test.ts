import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  randomIp,
  signUp,
  type TestContext,
  uniqueEmail,
  validRegistration,
} from '../../../test/helpers.ts';
import { createMemoryRateLimiter } from '../../platform/cache/rate-limiter.ts';

describe('rate limits on sign-in related calls', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('allows 10 failed sign-ins per e-mail in 15 minutes, then answers 429 with Retry-After, even to the right password', async () => {
    const { email, password } = await signUp(ctx);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(email, 'wrong-password', randomIp())).statusCode).toBe(400);
    }
    const blocked = await login(email, password, randomIp());
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(blocked.json().message).toMatch(/Too many attempts/);
  });

  it('counts failures per IP across addresses', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(uniqueEmail('spray'), 'wrong-password', ip)).statusCode).toBe(400);
    }
    expect((await login(uniqueEmail('spray'), 'wrong-password', ip)).statusCode).toBe(429);
    expect((await login(uniqueEmail('spray'), 'wrong-password', randomIp())).statusCode).toBe(400);
  });

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
    expect((await limiter.peek('k', 2)).allowed).toBe(false);
    now = 1000;
    expect((await limiter.peek('k', 2)).allowed).toBe(true);
    expect(await limiter.hit('k', 2, 1000)).toMatchObject({ allowed: true, count: 1 });
  });
});
