/** Fixed-window counters; the memory driver serves one process, the Redis driver every copy. */
export type RateLimiter = {
  /**
   * Counts one hit and tells whether it is still within `limit` per `windowMs`, in one atomic step: of N
   * parallel hits at most `limit` are allowed, so a caller counts first and only then does the work.
   */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Takes one hit back (never below zero, the window's end unchanged): the counted work turned out harmless. */
  giveBack(key: string): Promise<void>;
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
  // Expired windows are swept now and then so the map cannot grow without bound.
  const sweep = setInterval(() => {
    for (const [key, entry] of windows) if (entry.resetAt <= now()) windows.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    // No await between reading and counting: one process runs this to the end before the next hit.
    async hit(key, limit, windowMs) {
      let entry = current(key);
      if (!entry) {
        entry = { count: 0, resetAt: now() + windowMs };
        windows.set(key, entry);
      }
      entry.count++;
      const retryAfterSeconds = Math.max(1, Math.ceil((entry.resetAt - now()) / 1000));
      return { allowed: entry.count <= limit, count: entry.count, retryAfterSeconds };
    },
    async giveBack(key) {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count--;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
