/**
 * Scans of one tag from one IP per minute that count as visits. A queue of people tapping one tag behind one
 * NAT stays far below one a second; beyond it the IP is a script or a stuck kiosk. It is still redirected and
 * its further scans are stored, flagged as bots, so analytics (and scan webhooks) are not inflated.
 */
export const SCAN_VISITS_PER_IP_AND_TAG = { limit: 60, windowMs: 60_000 };
/** Counters held at most (about 1.2 MB of tables); past it the guard forgets and starts counting afresh. */
const MAX_TRACKED = 50_000;

export type ScanFloodGuard = {
  /** Counts the scan made at `at` (ms); false once the IP has gone over the limit for this tag in this window. */
  isVisit(ip: string, tagId: string, at: number): boolean;
  stop(): void;
  /** Counters held: one per IP and tag seen in this window. */
  readonly size: number;
};

/**
 * A 32-bit hash of `text` (MurmurHash3's mixing per character, then its finaliser), in one of two independent
 * variants: the guard keeps both as a 64-bit fingerprint. Returns a number, so a scan allocates nothing here.
 */
function hashOf(text: string, seed: number, variant: 0 | 1): number {
  let hash = seed ^ (variant === 0 ? 0x9747b28c : 0x2545f491);
  const constants = variant === 0 ? FIRST : SECOND;
  const multiplier = constants[0];
  const rotation = constants[1];
  const second = constants[2];
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), multiplier);
    hash = Math.imul((hash << rotation) | (hash >>> (32 - rotation)), second);
  }
  return finalise(hash ^ text.length);
}
const FIRST = [0xcc9e2d51, 15, 0x1b873593] as const;
const SECOND = [0x85ebca6b, 13, 0xc2b2ae35] as const;

function finalise(hash: number): number {
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

/**
 * In-process counters for the scan link: no await and no Redis. Under a crowd of new addresses every request brings
 * one more counter, so they live in flat typed arrays (open addressing, linear probing), never as objects the
 * garbage collector has to carry: a slot holds a 64-bit fingerprint of the address and tag, and its count (0: free).
 * Two counters share a slot only if both 32-bit hashes agree, about once in 2^64 pairs. The windows are fixed: the
 * first scan after one ends begins the next, and every count starts afresh.
 */
export function createScanFloodGuard({
  limit,
  windowMs,
  maxTracked = MAX_TRACKED,
}: {
  limit: number;
  windowMs: number;
  maxTracked?: number;
}): ScanFloodGuard {
  if (!Number.isInteger(limit) || limit < 1 || limit > 254) throw new Error('the flood limit must be 1 to 254');
  // At most half full, so a probe stays short.
  const slots = 2 ** Math.ceil(Math.log2(Math.max(2, maxTracked * 2)));
  const mask = slots - 1;
  const firstHashes = new Int32Array(slots);
  const secondHashes = new Int32Array(slots);
  const counts = new Uint8Array(slots);
  /** Each tag's seed (a hash of its id), so a scan hashes only its address. */
  let tagSeeds = new Map<string, number>();
  let tracked = 0;
  let windowEndsAt = Number.NEGATIVE_INFINITY;

  function forget() {
    counts.fill(0);
    tagSeeds = new Map();
    tracked = 0;
  }

  return {
    isVisit(ip, tagId, at) {
      if (at >= windowEndsAt) {
        forget();
        windowEndsAt = at + windowMs;
      }
      let seed = tagSeeds.get(tagId);
      if (seed === undefined) {
        seed = hashOf(tagId, 0, 0);
        tagSeeds.set(tagId, seed);
      }
      const first = hashOf(ip, seed, 0);
      const second = hashOf(ip, seed, 1);
      let slot = first & mask;
      for (let count = counts[slot]!; count !== 0; count = counts[slot]!) {
        if (firstHashes[slot] === first && secondHashes[slot] === second) {
          // Past the limit the count stays put: it only has to stay past it.
          if (count <= limit) counts[slot] = count + 1;
          return count < limit;
        }
        slot = (slot + 1) & mask;
      }
      if (tracked >= maxTracked) {
        // A flood of distinct addresses: forgetting only lets some scans count again.
        forget();
        tagSeeds.set(tagId, seed);
        slot = first & mask;
      }
      firstHashes[slot] = first;
      secondHashes[slot] = second;
      counts[slot] = 1;
      tracked++;
      return true;
    },
    stop() {
      forget();
    },
    get size() {
      return tracked;
    },
  };
}
