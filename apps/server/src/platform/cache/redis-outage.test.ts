import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, givePlan, randomIp, signUp, type TestContext } from '../../../test/helpers.ts';
import { isRedisAvailable, type StoppableRedis, startStoppableRedis } from '../../../test/redis-server.ts';
import { passwordGuessLimits } from '../../features/auth/password-guesses.ts';
import { createMemoryRateLimiter } from './rate-limiter.ts';
import { closeRedis, connectRedis, createRedisRateLimiter } from './redis.ts';
import { createFallbackRateLimiter, watchRedis } from './redis-fallback.ts';

// A real Redis is stopped and started again: a private redis-server (.ci/run installs Debian's), or, where only
// REDIS_URL is given, a passage to it that the test cuts.
const { limit } = passwordGuessLimits.perAccountAndIp;

function signIn(ctx: TestContext, email: string, password: string, remoteAddress = randomIp()) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}

async function guessStatuses(copies: TestContext[], email: string, ip: string, count: number) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    statuses.push((await signIn(copies[index % copies.length] as TestContext, email, `wrong-${index}`, ip)).statusCode);
  }
  return statuses;
}

const readiness = async (ctx: TestContext) => {
  const answer = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
  return { statusCode: answer.statusCode, body: answer.json() };
};

async function metric(ctx: TestContext, name: string): Promise<number> {
  const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  if (!line) throw new Error(`no ${name} in /metrics`);
  return Number(line.split(' ')[1]);
}

describe.skipIf(!isRedisAvailable)('a Redis outage under sign-in traffic', () => {
  let redis: StoppableRedis;
  let first: TestContext;
  let second: TestContext;
  const prefix = `nfc-test:${randomUUID()}:`;
  beforeAll(async () => {
    redis = await startStoppableRedis();
    const env = { REDIS_URL: redis.url };
    first = await createTestApp({ env, redisPrefix: prefix });
    second = await createTestApp({ env, redisPrefix: prefix, database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await redis?.close();
  });

  it('keeps sign-in working and limited in memory, reports it, and counts in Redis again when it returns', async () => {
    const member = await signUp(first);
    await givePlan(first, member.user.id, 'Pro');
    const tag = (
      await first.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: auth(member.token),
        payload: { name: 'Outage', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/before' } },
      })
    ).json();
    const scan = async (ctx: TestContext) =>
      (await ctx.app.inject({ method: 'GET', url: `/t/${tag.userFacingId}` })).headers.location;
    expect(await scan(second)).toBe('https://example.com/before');
    expect(await readiness(first)).toEqual({
      statusCode: 200,
      body: { status: 'ready', database: first.database.kind, cache: 'ok' },
    });
    expect(await metric(first, 'nfc_cache_degraded')).toBe(0);

    // Sign-ins, right and wrong, on both copies while Redis goes away and stays away.
    const answered: number[] = [];
    let isRunning = true;
    let isStopped = false;
    let roundsInOutage = 0;
    const traffic = (async () => {
      while (isRunning) {
        const answers = await Promise.all([
          signIn(first, member.email, member.password),
          signIn(second, member.email, member.password),
          signIn(first, member.email, 'not-the-password'),
          signIn(second, member.email, 'not-the-password'),
        ]);
        answered.push(...answers.map((answer) => answer.statusCode));
        if (isStopped) roundsInOutage++;
      }
    })();
    await expect.poll(() => answered.length, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
    await redis.stop();
    isStopped = true;
    // The second round began after Redis was gone.
    await expect.poll(() => roundsInOutage, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(2);
    isRunning = false;
    await traffic;
    expect(answered.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(answered)).toEqual(new Set([200, 400]));

    // During the outage: sign-in works, each copy limits guesses in its own memory, and both say so.
    expect((await signIn(second, member.email, member.password)).statusCode).toBe(200);
    const guesser = randomIp();
    const onFirst = await guessStatuses([first], member.email, guesser, limit + 2);
    expect(onFirst).toEqual([...Array(limit).fill(400), 429, 429]);
    const refused = await signIn(first, member.email, member.password, guesser);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    // The other copy counts its own guesses: a guesser spread over N copies gets N times the limit meanwhile.
    expect(await guessStatuses([second], member.email, guesser, limit + 1)).toEqual([...Array(limit).fill(400), 429]);
    for (const copy of [first, second]) {
      expect(await readiness(copy)).toEqual({
        statusCode: 200,
        body: { status: 'ready', database: first.database.kind, cache: 'degraded' },
      });
      expect(await metric(copy, 'nfc_cache_degraded')).toBe(1);
      expect(await metric(copy, 'nfc_cache_fallbacks_total')).toBeGreaterThan(limit);
    }

    // A change made meanwhile cannot reach the other copy through Redis; the second still has the old target.
    await first.app.inject({
      method: 'PUT',
      url: `/api/tags/${tag.id}`,
      headers: auth(member.token),
      payload: { name: 'Outage', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/during' } },
    });
    expect(await scan(first)).toBe('https://example.com/during');

    // Redis returns: both copies go back to it on their own, and the missed change is not served any more.
    await redis.start();
    for (const copy of [first, second]) {
      await expect.poll(async () => (await readiness(copy)).body.cache, { timeout: 10_000, interval: 100 }).toBe('ok');
      expect(await metric(copy, 'nfc_cache_degraded')).toBe(0);
    }
    expect(await scan(second)).toBe('https://example.com/during');
    const fallbacks = await metric(first, 'nfc_cache_fallbacks_total');

    // Counted in Redis again: guesses spread over both copies share one count.
    const returning = randomIp();
    expect(await guessStatuses([first, second], member.email, returning, limit + 2)).toEqual([
      ...Array(limit).fill(400),
      429,
      429,
    ]);
    expect(await metric(first, 'nfc_cache_fallbacks_total')).toBe(fallbacks);
    const inspector = await connectRedis(redis.url);
    try {
      expect(await inspector.get(`${prefix}rl:login:account-ip:${returning}/${member.email}`)).toBe(String(limit + 2));
    } finally {
      await closeRedis(inspector);
    }
    expect((await signIn(second, member.email, member.password)).statusCode).toBe(200);
  }, 60_000);
});

describe.skipIf(!isRedisAvailable)('the Redis watcher', () => {
  let redis: StoppableRedis;
  let commands: Redis;
  let subscriber: Redis;
  beforeAll(async () => {
    redis = await startStoppableRedis();
    [commands, subscriber] = await Promise.all([connectRedis(redis.url), connectRedis(redis.url, 'subscriber')]);
  });
  afterAll(async () => {
    await Promise.all([commands && closeRedis(commands), subscriber && closeRedis(subscriber)]);
    await redis?.close();
  });

  it('logs the outage once and the return once, however many counts fall back meanwhile, and never waits', async () => {
    const logged: string[] = [];
    const changes: boolean[] = [];
    let fallbacks = 0;
    const health = watchRedis(
      { commands, subscriber },
      {
        logger: {
          warn: (_details, message) => logged.push(`warn: ${message}`),
          info: (message) => logged.push(message),
        },
        onChange: (isDegraded) => changes.push(isDegraded),
        onFallback: () => fallbacks++,
      },
    );
    let returns = 0;
    health.onReturn(() => returns++);
    const limiter = createFallbackRateLimiter(
      createRedisRateLimiter(commands, `nfc-test:${randomUUID()}:`),
      createMemoryRateLimiter(),
      health,
    );
    const key = `watch:${randomUUID()}`;
    expect(await limiter.hit(key, 3, 60_000)).toMatchObject({ allowed: true, count: 1 });
    expect(fallbacks).toBe(0);

    await redis.stop();
    const startedAt = Date.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(key, 3, 60_000)));
    // Nothing waits for the missing Redis (its command timeout is 500 ms; a fresh failure answers at once).
    expect(Date.now() - startedAt).toBeLessThan(600);
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
    for (let index = 0; index < 20; index++) await limiter.hit(key, 3, 60_000);
    expect(fallbacks).toBe(40);
    expect(health.isDegraded).toBe(true);

    await redis.start();
    await expect.poll(() => health.isDegraded, { timeout: 10_000, interval: 50 }).toBe(false);
    expect(await limiter.hit(`${key}:after`, 3, 60_000)).toMatchObject({ allowed: true, count: 1 });
    expect(fallbacks).toBe(40);
    expect(changes).toEqual([true, false]);
    expect(returns).toBe(1);
    expect(logged).toEqual([
      'warn: Redis is away: rate limits are counted in this copy’s memory until it returns',
      'Redis is back: rate limits are counted in Redis again',
    ]);
    health.stop();
  });
});
