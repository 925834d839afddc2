import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, givePlan, randomIp, signUp, type TestContext } from '../../../test/helpers.ts';
import { passwordGuessLimits } from '../../features/auth/password-guesses.ts';
import { createLinkHosts } from './link-hosts.ts';
import { createOrganisationReads } from './organisation-reads.ts';
import { closeRedis, connectRedis, createRedisRateLimiter, shareInvalidations } from './redis.ts';
import { watchRedis } from './redis-fallback.ts';
import { createScanTargetCache } from './scan-target-cache.ts';
import { createSessionCache } from './session-cache.ts';

// Runs where a Redis server is given (REDIS_URL): .ci/run passes the machine's Redis.
describe('Redis: two server copies on one database', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL! };
    first = await createTestApp({ env });
    second = await createTestApp({ env, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a tag changed through one copy redirects to the new target through the other at once', async () => {
    const user = await signUp(first);
    await givePlan(first, user.user.id, 'Pro');
    const tag = (
      await first.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: auth(user.token),
        payload: { name: 'Shared', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/old' } },
      })
    ).json();
    expect((await second.app.inject({ method: 'GET', url: `/t/${tag.userFacingId}` })).headers.location).toBe(
      'https://example.com/old',
    );
    await first.app.inject({
      method: 'PUT',
      url: `/api/tags/${tag.id}`,
      headers: auth(user.token),
      payload: { name: 'Shared', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/new' } },
    });
    await expect
      .poll(async () => (await second.app.inject({ method: 'GET', url: `/t/${tag.userFacingId}` })).headers.location, {
        timeout: 2000,
        interval: 20,
      })
      .toBe('https://example.com/new');
  });

  it('counts a rate limit across both copies', async () => {
    const ip = randomIp();
    const statuses = [];
    for (let index = 0; index < 6; index++) {
      const app = index % 2 === 0 ? first.app : second.app;
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/contact',
            remoteAddress: ip,
            payload: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('lets at most 10 of 30 parallel wrong passwords through, spread over both copies; the rest get 429', async () => {
    const { email } = await signUp(first);
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        (index % 2 === 0 ? first.app : second.app).inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: `parallel-${index}` },
          remoteAddress: ip,
        }),
      ),
    );
    const { limit } = passwordGuessLimits.perAccountAndIp;
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(limit);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(30 - limit);
    for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(800);
  });
});

const redis = await connectRedis(process.env.REDIS_URL!);

describe('Redis rate limiter', () => {
  const limiter = createRedisRateLimiter(redis);
  const key = () => `test:${randomUUID()}`;
  afterAll(async () => {
    await redis.quit();
  });

  it('counts parallel hits in one atomic step: of 50, exactly the limit are allowed', async () => {
    const burst = key();
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(burst, 10, 60_000)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
  });

  it('starts the window with the first hit, never pushes it back, and gives hits back down to zero only', async () => {
    const counted = key();
    expect(await limiter.hit(counted, 2, 60_000)).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 60 });
    const ttl = await redis.pttl(`nfc:rl:${counted}`);
    expect(ttl).toBeGreaterThan(59_000);
    await limiter.hit(counted, 2, 120_000);
    expect(await redis.pttl(`nfc:rl:${counted}`)).toBeLessThanOrEqual(ttl);
    await limiter.giveBack(counted);
    await limiter.giveBack(counted);
    await limiter.giveBack(counted);
    expect(await redis.get(`nfc:rl:${counted}`)).toBe('0');
    expect(await redis.pttl(`nfc:rl:${counted}`)).toBeGreaterThan(0);
    await limiter.giveBack(key());
    expect(await limiter.hit(counted, 2, 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('gives a counter that lost its expiry one again, so nobody stays locked out for good', async () => {
    const stuck = key();
    await redis.set(`nfc:rl:${stuck}`, '50');
    expect(await limiter.hit(stuck, 10, 5_000)).toMatchObject({ allowed: false, retryAfterSeconds: 5 });
    expect(await redis.pttl(`nfc:rl:${stuck}`)).toBeGreaterThan(0);
  });
});

describe('Redis: a scan target changed in place', () => {
  const url = process.env.REDIS_URL!;
  const prefix = `test:${randomUUID()}:`;
  const connections: Redis[] = [];

  /** One copy's caches, shared through Redis as app-deps shares them; its scan targets load from `loads`. */
  async function copy(loads: { count: number }) {
    const [publisher, subscriber] = await Promise.all([connectRedis(url), connectRedis(url, 'subscriber')]);
    connections.push(publisher, subscriber);
    const health = watchRedis(
      { commands: publisher, subscriber },
      { logger: pino({ level: 'silent' }), onChange: () => {}, onFallback: () => {} },
    );
    const scanTargets = createScanTargetCache(async (code) => {
      loads.count++;
      return {
        kind: 'redirect',
        tagId: 'tag',
        ownerId: 'owner',
        location: `https://example.com/${code}`,
        rules: [],
        expiresAt: null,
        maxScans: null,
        visits: 0,
        verification: { mode: 'record', fallbackUrl: null, keyVersion: 1, chip: null },
      };
    });
    const caches = {
      scanTargets,
      sessions: createSessionCache(async () => null),
      organisationReads: createOrganisationReads(),
      linkHosts: await createLinkHosts(async () => [], { reloadEveryMs: 3_600_000 }),
    };
    const shared = await shareInvalidations(caches, { publisher, subscriber, health, prefix });
    return { shared, caches };
  }

  afterAll(async () => {
    await Promise.all(connections.map((connection) => closeRedis(connection)));
  });

  it('stays on the copy that changed it (no reload) and is dropped by the other', async () => {
    const firstLoads = { count: 0 };
    const secondLoads = { count: 0 };
    const first = await copy(firstLoads);
    const second = await copy(secondLoads);
    try {
      const code = 'AbCd1234';
      const onFirst = await first.shared.scanTargets.get(code);
      await first.shared.scanTargets.get('Other123');
      await second.shared.scanTargets.get(code);
      // The first copy binds a chip on its own target, as the verifier does on a first verified tap.
      if (onFirst.kind !== 'redirect' || !onFirst.verification) throw new Error('expected a verified tag');
      onFirst.verification.chip = { uid: '04DE5F1EACC040', lastCounter: 61 };
      first.shared.scanTargets.updatedInPlace(code);
      await expect.poll(() => second.caches.scanTargets.peek(code), { timeout: 2000, interval: 10 }).toBeUndefined();
      // Its own message came back on the channel too, and changed nothing there: a change the other copy
      // published after it arrives after it, so once that one has, so has its own.
      second.shared.scanTargets.invalidateCode('Other123');
      await expect
        .poll(() => first.caches.scanTargets.peek('Other123'), { timeout: 2000, interval: 10 })
        .toBeUndefined();
      expect(first.shared.scanTargets.peek(code)).toBe(onFirst);
      expect(firstLoads.count).toBe(2);
      // The other copy loads the tag afresh (from the database, which the binding changed).
      await second.shared.scanTargets.get(code);
      expect(secondLoads.count).toBe(2);
    } finally {
      await Promise.all([first.caches.linkHosts.close(), second.caches.linkHosts.close()]);
    }
  });
});
