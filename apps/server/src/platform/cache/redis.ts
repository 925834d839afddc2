import type { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.ts';
import type { ScanTargetCache } from './scan-target-cache.ts';

const PREFIX = 'nfc:';
const CHANNEL = `${PREFIX}scan-targets`;

/**
 * Counts and reads back in one script, so parallel hits from every copy are counted one after another; the
 * window's end is set by the first hit (or repaired if a key ever lost it), never pushed back by later ones.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** DECR keeps the key's expiry; a key that expired in between is not brought back below zero. */
const GIVE_BACK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

type LimiterCommands = {
  nfcRateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
  nfcRateLimitGiveBack(key: string): Promise<number>;
};

/** Fixed windows counted in Redis, so every server copy shares one count. */
export function createRedisRateLimiter(redis: Redis): RateLimiter {
  redis.defineCommand('nfcRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  redis.defineCommand('nfcRateLimitGiveBack', { numberOfKeys: 1, lua: GIVE_BACK_SCRIPT });
  const commands = redis as unknown as LimiterCommands;
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = await commands.nfcRateLimitHit(`${PREFIX}rl:${key}`, windowMs);
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async giveBack(key) {
      await commands.nfcRateLimitGiveBack(`${PREFIX}rl:${key}`);
    },
    async reset(key) {
      await redis.del(`${PREFIX}rl:${key}`);
    },
  };
}

type Invalidation = { type: 'code' | 'owner' | 'clear'; value?: string };

/** Every copy drops a changed tag's cached target at once: changes are published, and each copy applies them. */
export async function shareInvalidations(
  cache: ScanTargetCache,
  publisher: Redis,
  subscriber: Redis,
): Promise<ScanTargetCache> {
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (channel, text) => {
    if (channel !== CHANNEL) return;
    const message = JSON.parse(text) as Invalidation;
    if (message.type === 'code' && message.value) cache.invalidateCode(message.value);
    else if (message.type === 'owner' && message.value) cache.invalidateOwner(message.value);
    else if (message.type === 'clear') cache.clear();
  });
  const publish = (message: Invalidation) => {
    publisher.publish(CHANNEL, JSON.stringify(message)).catch(() => {});
  };
  return {
    get: (code) => cache.get(code),
    invalidateCode(code) {
      cache.invalidateCode(code);
      publish({ type: 'code', value: code });
    },
    invalidateOwner(ownerId) {
      cache.invalidateOwner(ownerId);
      publish({ type: 'owner', value: ownerId });
    },
    clear() {
      cache.clear();
      publish({ type: 'clear' });
    },
  };
}

/** The client library is loaded only where Redis is configured (about 20 MB of resident memory). */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  return new RedisClient(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
