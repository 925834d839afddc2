import type { User } from '@nfc/contract/users';

/**
 * What a session or an API key acts as, as the auth check needs it: the user as the API answers it, and what
 * decides whether their tokens still count (the token version, bumped on a password change, a sign-out everywhere
 * or a deactivation; and whether the member is active).
 */
export type SessionPrincipal = { user: User; tokenVersion: number; isActive: boolean };

export type SessionCache = {
  /** The user's principal from memory, loaded from the database when missing; null: no such user. */
  get(userId: string): Promise<SessionPrincipal | null>;
  /** A user's row changed (token version, role, e-mail verification, language...). */
  invalidateUser(userId: string): void;
  /** An organisation's row changed (its fields, plan, subscription, activation): every member's principal. */
  invalidateOrganisation(organisationId: string): void;
  /** Anything may have changed (a plan's name or limit is part of every user on it). */
  clear(): void;
};

/**
 * Entries live this long at most, a bound for a change no copy announced (a row edited by hand); every change the
 * server makes invalidates at once, on every copy through Redis. Without Redis, on PostgreSQL, other copies may
 * serve the same database without hearing of this one's changes: app-deps.ts then gives the unshared TTL.
 */
export const SESSION_TTL_MS = 60_000;
/** The TTL where changes cannot be shared with other copies that may exist (PostgreSQL without Redis). */
export const UNSHARED_SESSION_TTL_MS = 1_000;
const MAX_ENTRIES = 50_000;

/**
 * The principals of the users who called lately, kept per user (a user's several tokens share one entry: each
 * token's own version is compared with the entry's). A load that a change overtakes is answered to the requests
 * that were already waiting for it, never kept and never handed to a later request, so an invalidation can never be
 * undone by a slow read that started before it.
 */
export function createSessionCache(
  load: (userId: string) => Promise<SessionPrincipal | null>,
  { ttlMs = SESSION_TTL_MS }: { ttlMs?: number } = {},
): SessionCache {
  const entries = new Map<string, { principal: SessionPrincipal; expiresAt: number }>();
  const loading = new Map<string, Promise<SessionPrincipal | null>>();
  let generation = 0;

  return {
    async get(userId) {
      const entry = entries.get(userId);
      if (entry && entry.expiresAt > Date.now()) return entry.principal;
      let pending = loading.get(userId);
      if (!pending) {
        const startedAt = generation;
        const started: Promise<SessionPrincipal | null> = load(userId)
          .then((principal) => {
            if (startedAt === generation) {
              if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
              // Re-inserted, so the map's order is the order of loading and the oldest goes first.
              entries.delete(userId);
              // An unknown user is not kept: ids come from signed tokens, so there are few, and a new one may appear.
              if (principal) entries.set(userId, { principal, expiresAt: Date.now() + ttlMs });
            }
            return principal;
          })
          .finally(() => {
            if (loading.get(userId) === started) loading.delete(userId);
          });
        loading.set(userId, started);
        pending = started;
      }
      return pending;
    },
    invalidateUser(userId) {
      generation++;
      entries.delete(userId);
      loading.delete(userId);
    },
    invalidateOrganisation(organisationId) {
      generation++;
      for (const [userId, entry] of entries) {
        if (entry.principal.user.organisationId === organisationId) entries.delete(userId);
      }
      // Whose organisation a load in flight belongs to is not known yet.
      loading.clear();
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}
