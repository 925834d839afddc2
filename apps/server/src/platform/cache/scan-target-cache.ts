import type { CompiledLinkRule } from '@nfc/contract/link-rules';

/**
 * What an active tag's link checks per scan, from memory: its rules (first match wins; empty for most tags), its
 * expiry and its cap. `visits` is this copy's count toward the cap: seeded from the tag's stored link scans (bots
 * included) when the target is loaded and raised by the scan link for each redirect it answers (capped tags only).
 */
export type ScanTargetLimits = {
  rules: CompiledLinkRule[];
  /** Epoch milliseconds; from then on the link answers 410. */
  expiresAt: number | null;
  maxScans: number | null;
  visits: number;
  /** Verified taps (decision 037): null when the tag ignores SUN messages (off), the usual case. */
  verification: TargetVerification | null;
};

/** How a tag that checks SUN messages answers them, and the chip it is bound to as loaded. */
export type TargetVerification = {
  mode: 'record' | 'require';
  /** With require: where an unverified scan goes; null: the notice page. */
  fallbackUrl: string | null;
  keyVersion: number;
  /** The bound chip's UID (14 hex, upper case) and its counter when loaded; null: not bound yet. */
  chip: { uid: string; lastCounter: number | null } | null;
  /** The organisation's keys and the bound chip's file-read key, derived on first use (verified-taps/verifier.ts). */
  keys?: unknown;
};

/** Where a scan link leads, as the scan path needs it: no database query per scan. */
export type ScanTarget =
  /** cardId: the vCard a card-page tag opens; its redirect carries ?via={code}&src={source} for the funnel. */
  | ({ kind: 'redirect'; tagId: string; ownerId: string; location: string; cardId?: string } & ScanTargetLimits)
  | ({ kind: 'document'; tagId: string; ownerId: string; documentKey: string } & ScanTargetLimits)
  | { kind: 'unavailable'; tagId: string; ownerId: string }
  /** The tag of an erased organisation (retired_links): 410 with the friendly page, for good. */
  | { kind: 'retired' }
  | { kind: 'unknown' };

export type ScanTargetCache = {
  get(code: string): Promise<ScanTarget>;
  /**
   * The target without a promise (the scan link's usual case) while its entry is fresh or servable stale (then
   * reloaded behind the answer, as `get` does); else undefined.
   */
  peek(code: string): ScanTarget | undefined;
  invalidateCode(code: string): void;
  /**
   * The code's cached target was changed in place by this copy (a chip bound on its first verified tap): it stays,
   * a load of the code in flight (begun before the change) is not kept, and other copies drop theirs.
   */
  updatedInPlace(code: string): void;
  invalidateOwner(ownerId: string): void;
  clear(): void;
};

const FOUND_TTL_MS = 60_000;
const UNKNOWN_TTL_MS = 5_000;
/**
 * A found target past its TTL is still answered for this long while a reload runs behind it, so a busy tag never
 * waits for the database (on PGlite a load can queue behind a writer batch); one untouched longer is loaded first.
 */
const STALE_SERVE_MS = 10 * 60_000;
const MAX_ENTRIES = 200_000;

/**
 * A reload of a capped tag keeps this copy's count when it is higher: scans not yet written are not in what the
 * load read, so the cap stays exact on one copy across reloads (not across a change of the tag, which drops it).
 */
function keepCount(previous: ScanTarget | undefined, next: ScanTarget) {
  if (previous === undefined || !('maxScans' in previous)) return;
  if (!('maxScans' in next) || next.maxScans === null) return;
  if (previous.tagId === next.tagId && previous.visits > next.visits) next.visits = previous.visits;
}

/**
 * Resolved targets kept in memory; every tag, vCard or account change invalidates its entries (on every copy
 * through Redis), and the TTL bounds staleness from changes another copy could not announce.
 */
export function createScanTargetCache(loadTarget: (code: string) => Promise<ScanTarget>): ScanTargetCache {
  const entries = new Map<string, { target: ScanTarget; expiresAt: number }>();
  /** Loads in flight; `isStale`: the code changed since it began. */
  type Load = { pending: Promise<ScanTarget>; isStale: boolean };
  const loading = new Map<string, Load>();
  /** Raised by changes to many codes at once (an owner's, or all); a change to one code marks its load alone. */
  let generation = 0;

  /** A change to one code: its load in flight (if any) answers once and is not kept; the next request loads anew. */
  function forgetLoad(code: string) {
    const load = loading.get(code);
    if (load === undefined) return;
    load.isStale = true;
    loading.delete(code);
  }

  /**
   * The one load of a code in flight; its answer is kept unless the code (or the whole cache) changed meanwhile. A
   * change to another code does not waste it: a thousand chips bound in a burst once sent every scan of every tag
   * down the slow path, each load thrown away by the next tag's change (decision 044).
   */
  function reload(code: string): Promise<ScanTarget> {
    const inFlight = loading.get(code);
    if (inFlight) return inFlight.pending;
    const startedAt = generation;
    const load = { isStale: false } as Load;
    load.pending = loadTarget(code)
      .then((target) => {
        // A change during the load makes its answer stale: use it once, do not keep it.
        if (!load.isStale && startedAt === generation) {
          keepCount(entries.get(code)?.target, target);
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
          const ttl = target.kind === 'unknown' ? UNKNOWN_TTL_MS : FOUND_TTL_MS;
          entries.set(code, { target, expiresAt: Date.now() + ttl });
        }
        return target;
      })
      .finally(() => {
        if (loading.get(code) === load) loading.delete(code);
      });
    loading.set(code, load);
    return load.pending;
  }

  /** A found target past its TTL but servable: reloaded behind the answer (its failure is the next request's). */
  function servedStale(code: string, entry: { target: ScanTarget; expiresAt: number }, now: number) {
    if (entry.target.kind === 'unknown' || now - entry.expiresAt >= STALE_SERVE_MS) return undefined;
    if (!loading.has(code)) reload(code).catch(() => {});
    return entry.target;
  }

  return {
    async get(code) {
      // Only well-formed codes reach the cache, so junk cannot fill it.
      if (!/^[0-9A-Za-z]{8}$/.test(code)) return { kind: 'unknown' };
      const entry = entries.get(code);
      const now = Date.now();
      if (entry === undefined) return reload(code);
      if (entry.expiresAt > now) return entry.target;
      return servedStale(code, entry, now) ?? reload(code);
    },
    peek(code) {
      const entry = entries.get(code);
      if (entry === undefined) return undefined;
      const now = Date.now();
      // A busy tag's reload every minute must not send its scans down the slow path while it runs.
      return entry.expiresAt > now ? entry.target : servedStale(code, entry, now);
    },
    invalidateCode(code) {
      forgetLoad(code);
      entries.delete(code);
    },
    updatedInPlace(code) {
      forgetLoad(code);
    },
    invalidateOwner(ownerId) {
      generation++;
      for (const [code, entry] of entries) {
        if ('ownerId' in entry.target && entry.target.ownerId === ownerId) entries.delete(code);
      }
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
