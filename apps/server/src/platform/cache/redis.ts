import { randomUUID } from 'node:crypto';
import type { Redis, RedisOptions } from 'ioredis';
import type { LinkHosts } from './link-hosts.ts';
import type { OrganisationReads } from './organisation-reads.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { CacheHealth } from './redis-fallback.ts';
import type { ScanTargetCache } from './scan-target-cache.ts';
import type { SessionCache } from './session-cache.ts';

/** Every key and the invalidation channel start with it; tests on a shared Redis give each app its own. */
export const DEFAULT_REDIS_PREFIX = 'nfc:';

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
export function createRedisRateLimiter(redis: Redis, prefix = DEFAULT_REDIS_PREFIX): RateLimiter {
  redis.defineCommand('nfcRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  redis.defineCommand('nfcRateLimitGiveBack', { numberOfKeys: 1, lua: GIVE_BACK_SCRIPT });
  const commands = redis as unknown as LimiterCommands;
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = await commands.nfcRateLimitHit(`${prefix}rl:${key}`, windowMs);
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async giveBack(key) {
      await commands.nfcRateLimitGiveBack(`${prefix}rl:${key}`);
    },
    async reset(key) {
      await redis.del(`${prefix}rl:${key}`);
    },
  };
}

/**
 * A change every copy must hear of. Messages without `cache` are the scan targets' (what copies before the session
 * cache sent), so copies of both versions understand each other during a rolling upgrade.
 */
type Invalidation =
  /** `from`: the copy that changed the code's target in place (it keeps its own); the others drop theirs. */
  | { cache?: 'scan-targets'; type: 'code' | 'owner' | 'clear'; value?: string; from?: string }
  | { cache: 'sessions'; type: 'user' | 'organisation' | 'clear'; value?: string }
  | { cache: 'reads'; type: 'organisation' | 'clear'; value?: string }
  /** `from`: the copy that changed a link domain (it reloaded already); the others read the serving hosts again. */
  | { cache: 'link-hosts'; type: 'reload'; from?: string };

/** Invalidations this copy could not publish are kept for Redis's return; past this many one `clear` replaces them. */
const MAX_MISSED = 1000;

/** The caches whose changes every copy applies. */
export type SharedCaches = {
  scanTargets: ScanTargetCache;
  sessions: SessionCache;
  organisationReads: OrganisationReads;
  linkHosts: LinkHosts;
};

/** `copyId` tells this copy's own link-domain announcements, which come back on the channel, from the others'. */
function apply(caches: SharedCaches, message: Invalidation, copyId: string) {
  if (message.cache === 'link-hosts') {
    // A failed load is logged by the directory, which keeps the hosts it had; the next minute's reload tries again.
    if (message.from !== copyId) void caches.linkHosts.reload();
    return;
  }
  if (message.cache === 'reads') {
    if (message.type === 'organisation' && message.value) caches.organisationReads.invalidate(message.value);
    else if (message.type === 'clear') caches.organisationReads.clear();
    return;
  }
  if (message.cache === 'sessions') {
    if (message.type === 'user' && message.value) caches.sessions.invalidateUser(message.value);
    else if (message.type === 'organisation' && message.value) caches.sessions.invalidateOrganisation(message.value);
    else if (message.type === 'clear') caches.sessions.clear();
    return;
  }
  if (message.type === 'code' && message.value) {
    if (message.from !== copyId) caches.scanTargets.invalidateCode(message.value);
  } else if (message.type === 'owner' && message.value) caches.scanTargets.invalidateOwner(message.value);
  else if (message.type === 'clear') caches.scanTargets.clear();
}

/**
 * Every copy drops a changed tag's cached target, a changed user's session and a changed organisation's cached reads,
 * and reads the serving link domains again after a change to them, at once: changes are published on one channel, and each copy applies them. While the subscription is down nothing arrives, so when Redis returns this
 * copy drops its caches whole (what it missed is unknown) and publishes what it could not send, so the other copies
 * drop those entries too.
 */
export async function shareInvalidations(
  caches: SharedCaches,
  {
    publisher,
    subscriber,
    health,
    prefix = DEFAULT_REDIS_PREFIX,
  }: {
    publisher: Redis;
    subscriber: Redis;
    health: CacheHealth;
    prefix?: string;
  },
): Promise<SharedCaches> {
  const channel = `${prefix}scan-targets`;
  const copyId = randomUUID();
  subscriber.on('message', (from, text) => {
    if (from !== channel) return;
    apply(caches, JSON.parse(text) as Invalidation, copyId);
  });
  // The subscriber queues its SUBSCRIBE until Redis answers and repeats it after each reconnect; the start waits
  // for it only when Redis is there, so a copy started during an outage still starts.
  const subscribed = subscriber.subscribe(channel);
  if (subscriber.status === 'ready') await subscribed;
  else subscribed.catch(() => {});

  // Set when the subscription drops: what other copies published meanwhile never arrived.
  let hasMissedMessages = false;
  subscriber.on('close', () => {
    hasMissedMessages = true;
  });
  let missed: Invalidation[] = [];
  const everything: Invalidation[] = [
    { type: 'clear' },
    { cache: 'sessions', type: 'clear' },
    { cache: 'reads', type: 'clear' },
    { cache: 'link-hosts', type: 'reload' },
  ];
  const publish = (message: Invalidation) => {
    // Applied here first, so this copy never answers from what it just changed.
    apply(caches, message, copyId);
    const keep = () => {
      missed = missed.length >= MAX_MISSED ? everything : [...missed, message];
    };
    if (!health.isUsable()) return keep();
    publisher.publish(channel, JSON.stringify(message)).catch((error) => {
      keep();
      health.reportFailure(error);
    });
  };
  health.onReturn(() => {
    if (hasMissedMessages) {
      caches.scanTargets.clear();
      caches.sessions.clear();
      caches.organisationReads.clear();
      void caches.linkHosts.reload();
    }
    hasMissedMessages = false;
    const unsent = missed;
    missed = [];
    for (const message of unsent) publish(message);
  });
  return {
    scanTargets: {
      get: (code) => caches.scanTargets.get(code),
      peek: (code) => caches.scanTargets.peek(code),
      invalidateCode: (code) => publish({ type: 'code', value: code }),
      updatedInPlace: (code) => {
        caches.scanTargets.updatedInPlace(code);
        publish({ type: 'code', value: code, from: copyId });
      },
      invalidateOwner: (ownerId) => publish({ type: 'owner', value: ownerId }),
      clear: () => publish({ type: 'clear' }),
    },
    sessions: {
      get: (userId) => caches.sessions.get(userId),
      invalidateUser: (userId) => publish({ cache: 'sessions', type: 'user', value: userId }),
      invalidateOrganisation: (id) => publish({ cache: 'sessions', type: 'organisation', value: id }),
      clear: () => publish({ cache: 'sessions', type: 'clear' }),
    },
    organisationReads: {
      get: (organisationId, key, load) => caches.organisationReads.get(organisationId, key, load),
      invalidate: (id) => publish({ cache: 'reads', type: 'organisation', value: id }),
      clear: () => publish({ cache: 'reads', type: 'clear' }),
    },
    linkHosts: {
      find: (hostHeader) => caches.linkHosts.find(hostHeader),
      // This copy reads the change itself and waits for it; the message (marked as its own) tells the others.
      reload: () => {
        publish({ cache: 'link-hosts', type: 'reload', from: copyId });
        return caches.linkHosts.reload();
      },
      close: () => caches.linkHosts.close(),
    },
  };
}

/** How long a start waits for Redis before it begins without it (counting in memory until Redis answers). */
const READY_WAIT_MS = 2_000;

/**
 * The command connection fails fast while Redis is away (no offline queue, no retries, a short timeout), so a
 * request never waits for it and the caller counts in memory instead; the subscriber connection queues its
 * SUBSCRIBE instead. Both reconnect for ever, at most a second apart. The client library is loaded only where
 * Redis is configured (about 20 MB of resident memory).
 */
export async function connectRedis(url: string, role: 'commands' | 'subscriber' = 'commands'): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const shared: RedisOptions = {
    lazyConnect: false,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  };
  const redis =
    role === 'commands'
      ? new RedisClient(url, {
          ...shared,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          autoResendUnfulfilledCommands: false,
          commandTimeout: 500,
        })
      : new RedisClient(url, { ...shared, enableOfflineQueue: true, maxRetriesPerRequest: null });
  // Each failed reconnect emits an error; the outage is logged once by the watcher (redis-fallback.ts) instead.
  redis.on('error', () => {});
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, READY_WAIT_MS);
    redis.once('ready', done);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    }
  });
  return redis;
}

/** Closes a connection whether or not Redis answers, and stops its reconnecting. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => {});
  redis.disconnect();
}
