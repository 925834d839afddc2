import type { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.ts';

/** What the readiness check and the metrics read: with Redis configured, whether this copy is without it now. */
export type CacheStatus = { readonly isDegraded: boolean };

/** Redis as the rate limiter and the invalidation channel see it (decision 028). */
export type CacheHealth = CacheStatus & {
  /** Redis is worth a command now: both connections are up and no command has failed since. */
  isUsable(): boolean;
  /** A command failed (down, timed out, refused): this copy works without Redis until it answers again. */
  reportFailure(error: unknown): void;
  /** One count was kept in this copy's memory instead of Redis. */
  reportFallback(): void;
  /** Runs each time Redis returns after an outage. */
  onReturn(listener: () => void): void;
  stop(): void;
};

type Logger = { warn(details: object, message: string): void; info(message: string): void };

/** While a command's failure has set Redis aside but the connection stays up (a hung server), it is asked this often. */
const PROBE_MS = 1_000;

/**
 * Watches both connections and turns their ups and downs into one state, logged once when Redis goes away and
 * once when it returns; `onChange` feeds the metrics.
 */
export function watchRedis(
  { commands, subscriber }: { commands: Redis; subscriber: Redis },
  { logger, onChange, onFallback }: { logger: Logger; onChange(isDegraded: boolean): void; onFallback(): void },
): CacheHealth {
  const returnListeners: Array<() => void> = [];
  let hasFailedCommand = false;
  let isDegraded = false;
  let probe: NodeJS.Timeout | undefined;

  const isUp = () => commands.status === 'ready' && subscriber.status === 'ready' && !hasFailedCommand;
  const update = (reason?: unknown) => {
    const isDegradedNow = !isUp();
    if (isDegradedNow === isDegraded) return;
    isDegraded = isDegradedNow;
    onChange(isDegraded);
    if (isDegraded) {
      logger.warn(
        { reason: reason instanceof Error ? reason.message : String(reason ?? 'connection lost') },
        'Redis is away: rate limits are counted in this copy’s memory until it returns',
      );
    } else {
      logger.info('Redis is back: rate limits are counted in Redis again');
      for (const listener of returnListeners) listener();
    }
  };
  const stopProbe = () => {
    clearInterval(probe);
    probe = undefined;
  };
  const onReady = () => {
    hasFailedCommand = false;
    stopProbe();
    update();
  };
  for (const client of [commands, subscriber]) {
    client.on('ready', onReady);
    client.on('close', () => update());
    client.on('end', () => update());
  }
  update();

  return {
    get isDegraded() {
      return isDegraded;
    },
    isUsable: () => !isDegraded,
    reportFailure(error) {
      hasFailedCommand = true;
      update(error);
      // A dropped connection reports itself by 'ready' when it is back; a hung one only by answering a PING.
      probe ??= setInterval(() => {
        if (commands.status !== 'ready') return;
        commands.ping().then(onReady, () => {});
      }, PROBE_MS).unref();
    },
    reportFallback: onFallback,
    onReturn(listener) {
      returnListeners.push(listener);
    },
    stop: stopProbe,
  };
}

/**
 * Counts in Redis while it answers and in this copy's memory while it does not, so an outage never refuses a
 * request: no command waits for a Redis that is away, and a command that fails is counted in memory at once.
 */
export function createFallbackRateLimiter(redis: RateLimiter, memory: RateLimiter, health: CacheHealth): RateLimiter {
  async function attempt<T>(onRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    if (health.isUsable()) {
      try {
        return await onRedis();
      } catch (error) {
        health.reportFailure(error);
      }
    }
    health.reportFallback();
    return inMemory();
  }
  return {
    hit: (key, limit, windowMs) =>
      attempt(
        () => redis.hit(key, limit, windowMs),
        () => memory.hit(key, limit, windowMs),
      ),
    giveBack: (key) =>
      attempt(
        () => redis.giveBack(key),
        () => memory.giveBack(key),
      ),
    async reset(key) {
      // A count kept in memory during an outage is reset too, so a reset lifts the limit wherever it was counted.
      await memory.reset(key);
      await attempt(
        () => redis.reset(key),
        async () => {},
      );
    },
  };
}
