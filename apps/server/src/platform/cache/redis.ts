import { Redis } from 'ioredis';
import type { ScanTargetCache } from '../../features/tags/scan-target-cache.ts';
import type { RateLimiter } from './rate-limiter.ts';

const PREFIX = 'nfc:';
const CHANNEL = `${PREFIX}scan-targets`;

/** Fixed windows counted in Redis, so every server copy shares one count. */
export function createRedisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const result = (await redis
        .multi()
        .incr(`${PREFIX}rl:${key}`)
        .pexpire(`${PREFIX}rl:${key}`, windowMs, 'NX')
        .pttl(`${PREFIX}rl:${key}`)
        .exec()) as Array<[Error | null, number]>;
      const count = result[0]?.[1] ?? 0;
      const ttl = result[2]?.[1] ?? windowMs;
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async peek(key, limit) {
      const [count, ttl] = await Promise.all([redis.get(`${PREFIX}rl:${key}`), redis.pttl(`${PREFIX}rl:${key}`)]);
      const value = Number(count ?? 0);
      return { allowed: value < limit, count: value, retryAfterSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : 0 };
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

export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
