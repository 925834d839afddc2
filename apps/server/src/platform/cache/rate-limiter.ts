/** Fixed-window counters; the memory driver serves one process, the Redis driver every copy. */
export type RateLimiter = {
  /** Counts one hit and tells whether it is still within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Tells whether the next hit would be allowed, without counting. */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
};

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const result = (entry: { count: number; resetAt: number } | undefined, limit: number, counted: boolean) => {
    const count = entry?.count ?? 0;
    const allowed = counted ? count <= limit : count < limit;
    return { allowed, count, retryAfterSeconds: entry ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 0 };
  };
  // Expired windows are swept now and then so the map cannot grow without bound.
  const sweep = setInterval(() => {
    for (const [key, entry] of windows) if (entry.resetAt <= now()) windows.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    async hit(key, limit, windowMs) {
      let entry = current(key);
      if (!entry) {
        entry = { count: 0, resetAt: now() + windowMs };
        windows.set(key, entry);
      }
      entry.count++;
      return result(entry, limit, true);
    },
    async peek(key, limit) {
      return result(current(key), limit, false);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
