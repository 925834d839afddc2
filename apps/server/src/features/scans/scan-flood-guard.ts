/**
 * Scans of one tag from one IP per minute that count as visits. A queue of people tapping one tag behind one
 * NAT stays far below one a second; beyond it the IP is a script or a stuck kiosk. It is still redirected and
 * its further scans are stored, flagged as bots, so analytics (and scan webhooks) are not inflated.
 */
export const SCAN_VISITS_PER_IP_AND_TAG = { limit: 60, windowMs: 60_000 };
/** A few MB of counters at most; past it the guard forgets and starts counting afresh. */
const MAX_TRACKED = 50_000;

export type ScanFloodGuard = {
  /** Counts the scan; false once the IP has gone over the limit for this tag in the current window. */
  isVisit(ip: string, tagId: string): boolean;
  stop(): void;
  readonly size: number;
};

/** In-process counters for the scan link: no await and no Redis, so the hottest path stays as cheap as it is. */
export function createScanFloodGuard({
  limit,
  windowMs,
  maxTracked = MAX_TRACKED,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  maxTracked?: number;
  now?: () => number;
}): ScanFloodGuard {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = () => {
    const time = now();
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key);
  };
  const timer = setInterval(sweep, windowMs);
  timer.unref();

  return {
    isVisit(ip, tagId) {
      const key = `${ip}/${tagId}`;
      const time = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        if (!entry && windows.size >= maxTracked) {
          sweep();
          // Still full: a flood of distinct addresses. Forgetting only lets some scans count again.
          if (windows.size >= maxTracked) windows.clear();
        }
        entry = { count: 0, resetAt: time + windowMs };
        windows.set(key, entry);
      }
      entry.count++;
      return entry.count <= limit;
    },
    stop() {
      clearInterval(timer);
      windows.clear();
    },
    get size() {
      return windows.size;
    },
  };
}
