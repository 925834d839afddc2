/**
 * Answers of an organisation's busiest reads (the tag list, a tag's analytics) kept in memory until anything of the
 * organisation changes: every request that may write (anything but GET, HEAD, OPTIONS) by one of its members or keys,
 * every batch of its scans the writer stores, and every public write for it (a lead). Changes are announced on every
 * copy through Redis, like the scan targets'; the TTL bounds what no copy could announce (a change made by hand, or
 * by another copy without Redis, which then gets the unshared TTL).
 */
export type OrganisationReads = {
  /** The answer kept for `key` of the organisation, or `load`'s (kept unless a change overtook it). */
  get<T>(organisationId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Something of the organisation changed. */
  invalidate(organisationId: string): void;
  /** Anything may have changed (an admin's write). */
  clear(): void;
};

export const ORGANISATION_READS_TTL_MS = 30_000;
/** Where copies cannot tell each other of changes (PostgreSQL without Redis). */
export const UNSHARED_ORGANISATION_READS_TTL_MS = 1_000;
const MAX_ENTRIES = 5_000;

export function createOrganisationReads({ ttlMs = ORGANISATION_READS_TTL_MS }: { ttlMs?: number } = {}) {
  type Entry = { value: unknown; expiresAt: number };
  /** Per organisation: its answers by key, and a count of its changes, so a load a change overtook is not kept. */
  const organisations = new Map<string, { entries: Map<string, Entry>; changes: number }>();
  let size = 0;

  const stateOf = (organisationId: string) => {
    let state = organisations.get(organisationId);
    if (!state) {
      state = { entries: new Map(), changes: 0 };
      organisations.set(organisationId, state);
    }
    return state;
  };

  const reads: OrganisationReads = {
    async get<T>(organisationId: string, key: string, load: () => Promise<T>): Promise<T> {
      const state = stateOf(organisationId);
      const entry = state.entries.get(key);
      if (entry && entry.expiresAt > Date.now()) return entry.value as T;
      const changesBefore = state.changes;
      const value = await load();
      // A change, or a clear that dropped the state, overtook the load: the answer is not kept.
      if (organisations.get(organisationId) !== state || state.changes !== changesBefore) return value;
      if (size >= MAX_ENTRIES) {
        // Full: every other organisation starts again (their loads under way keep nothing), this one keeps its state.
        reads.clear();
        state.entries.clear();
        organisations.set(organisationId, state);
      }
      if (!state.entries.has(key)) size++;
      state.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
      return value;
    },
    invalidate(organisationId) {
      const state = organisations.get(organisationId);
      if (!state) return;
      state.changes++;
      size -= state.entries.size;
      state.entries.clear();
    },
    clear() {
      // A load under way finds its organisation's state gone and keeps nothing.
      organisations.clear();
      size = 0;
    },
  };
  return reads;
}
