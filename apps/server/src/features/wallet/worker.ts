import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { walletPasses, walletRegistrations, walletUpdates } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { type ClaimLoop, createClaimLoop } from '../../platform/jobs/claim-loop.ts';
import { type ApnsClient, createApnsClient } from './apns.ts';
import { findWalletPass } from './content.ts';
import { createGoogleWalletClient, type GoogleWalletClient } from './google-wallet.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'keys'>;
type UpdateRow = typeof walletUpdates.$inferSelect;

/** Attempts before an update is given up (its error kept); a later change to the card queues it afresh. */
export const WALLET_MAX_ATTEMPTS = 8;
/** Wait after the 1st, 2nd ... failed attempt: 30 s, 2 min, 10 min, 1 h, then 6 h. */
export const WALLET_RETRY_DELAYS_SECONDS = [30, 120, 600, 3_600, 21_600] as const;
/** A claimed update is this worker's for so long; a copy that died lets it go when the lease runs out. */
export const WALLET_LEASE_MS = 2 * 60_000;

/**
 * Takes the next due update (its time come, no live lease, not given up) in one transaction: SKIP LOCKED keeps other
 * copies off the row, the lease (locked_until) lets another copy take it over if this one dies.
 */
export async function claimWalletUpdate(deps: Pick<Deps, 'db'>, now = new Date()): Promise<UpdateRow | null> {
  return deps.db.transaction(async (tx) => {
    const [next] = await tx
      .select({ cardId: walletUpdates.cardId })
      .from(walletUpdates)
      .where(
        and(
          lte(walletUpdates.nextAttemptAt, now),
          or(isNull(walletUpdates.lockedUntil), lt(walletUpdates.lockedUntil, now)),
          lt(walletUpdates.attempts, WALLET_MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(walletUpdates.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [claimed] = await tx
      .update(walletUpdates)
      .set({
        lockedUntil: new Date(now.getTime() + WALLET_LEASE_MS),
        attempts: sql`${walletUpdates.attempts} + 1`,
        updatedAt: now,
      })
      .where(eq(walletUpdates.cardId, next.cardId))
      .returning();
    return claimed ?? null;
  });
}

/** This attempt's row still: a change meanwhile (the trigger) reset `attempts` and `updated_at`. */
const ownAttempt = (row: UpdateRow) =>
  and(
    eq(walletUpdates.cardId, row.cardId),
    eq(walletUpdates.attempts, row.attempts),
    eq(walletUpdates.updatedAt, row.updatedAt),
  );

const delayAfter = (attempts: number) =>
  WALLET_RETRY_DELAYS_SECONDS[Math.min(attempts, WALLET_RETRY_DELAYS_SECONDS.length) - 1] ??
  WALLET_RETRY_DELAYS_SECONDS[0];

export type WalletClients = { apns: ApnsClient | null; google: GoogleWalletClient | null };

/** Pushes to the pass's devices and patches its Google object; what fails is added to `failures`. */
async function sendUpdate(deps: Deps, clients: WalletClients, cardId: string, failures: string[]): Promise<void> {
  const { db } = deps;
  const pass = await findWalletPass(deps, cardId);
  if (!pass) return;
  if (clients.apns) {
    const registrations = await db
      .select({
        deviceLibraryId: walletRegistrations.deviceLibraryId,
        passTypeId: walletRegistrations.passTypeId,
        pushToken: walletRegistrations.pushToken,
      })
      .from(walletRegistrations)
      .where(eq(walletRegistrations.cardId, cardId));
    for (const registration of registrations) {
      try {
        if ((await clients.apns.push(registration.pushToken)) === 'gone') {
          await db.delete(walletRegistrations).where(
            and(
              eq(walletRegistrations.deviceLibraryId, registration.deviceLibraryId),
              eq(walletRegistrations.passTypeId, registration.passTypeId),
              eq(walletRegistrations.cardId, cardId),
              // A device that registered again meanwhile has a new token.
              eq(walletRegistrations.pushToken, registration.pushToken),
            ),
          );
        }
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  }
  if (clients.google) {
    const [saved] = await db
      .select({ at: walletPasses.googleSavedAt })
      .from(walletPasses)
      .where(eq(walletPasses.cardId, cardId));
    if (saved?.at) {
      try {
        await clients.google.patchGenericObject(pass.content);
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  }
}

/**
 * Sends a claimed update: a push to every device registered for the pass (a dead token's registration goes), and
 * the pass to its Google object if Google was handed it. Done: the row goes, unless a change re-queued it meanwhile.
 * Failed: the row waits with its error for the next attempt.
 */
export async function runWalletUpdate(
  deps: Deps & { logger?: FastifyBaseLogger },
  clients: WalletClients,
  row: UpdateRow,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const failures: string[] = [];
  try {
    await sendUpdate(deps, clients, row.cardId, failures);
  } catch (error) {
    // The pass could not be read (the database, a key): recorded like a failed delivery, so it is retried.
    failures.push((error as Error).message);
  }
  if (failures.length === 0) {
    const [done] = await db.delete(walletUpdates).where(ownAttempt(row)).returning({ cardId: walletUpdates.cardId });
    // Re-queued meanwhile: due now, so the change that came in is sent at once.
    if (!done) await db.update(walletUpdates).set({ lockedUntil: null }).where(eq(walletUpdates.cardId, row.cardId));
    return;
  }
  const error = [...new Set(failures)].join('; ').slice(0, 500);
  deps.logger?.warn({ cardId: row.cardId, attempts: row.attempts, error }, 'wallet update failed');
  const [failed] = await db
    .update(walletUpdates)
    .set({
      error,
      lockedUntil: null,
      // The last attempt keeps its time: the claim passes over it from now on (attempts reached the maximum).
      ...(row.attempts < WALLET_MAX_ATTEMPTS && {
        nextAttemptAt: new Date(now.getTime() + delayAfter(row.attempts) * 1000),
      }),
      updatedAt: now,
    })
    .where(ownAttempt(row))
    .returning({ cardId: walletUpdates.cardId });
  if (!failed) await db.update(walletUpdates).set({ lockedUntil: null }).where(eq(walletUpdates.cardId, row.cardId));
}

export type WalletWorker = ClaimLoop;

/** The clients of the wallets this server is set up for. */
export function walletClientsOf(config: Deps['config']): WalletClients {
  return {
    apns: config.appleWallet ? createApnsClient(config.appleWallet) : null,
    google: config.googleWallet ? createGoogleWalletClient(config, config.googleWallet) : null,
  };
}

/** One update at a time per server copy, polling every few seconds so a changed card reaches the phones promptly. */
export function createWalletWorker(
  deps: Deps & { logger: FastifyBaseLogger },
  options: { intervalMs?: number } = {},
): WalletWorker {
  const clients = walletClientsOf(deps.config);
  return createClaimLoop({
    name: 'wallet worker',
    intervalMs: options.intervalMs ?? 5_000,
    logger: deps.logger,
    claim: (now) => claimWalletUpdate(deps, now),
    work: (row, _signal, now) => runWalletUpdate(deps, clients, row, now),
    afterStop: async () => clients.apns?.close(),
  });
}
