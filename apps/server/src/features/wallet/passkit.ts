import { createHash, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { walletPasses, walletRegistrations } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { findWalletPass, type WalletPass } from './content.ts';

/**
 * Apple's PassKit web service (decision 038): a phone that added a pass registers for its updates with the pass's
 * authentication token, asks which of its passes changed, and fetches each changed one.
 */
type Deps = Pick<AppDeps, 'db' | 'config' | 'keys'>;

/** A pass type that is not ours is unknown here, like a serial number that is no pass's. */
export function requireOurPassType(deps: Pick<Deps, 'config'>, passTypeId: string) {
  if (deps.config.appleWallet?.passTypeId !== passTypeId) throw notFound('noun.walletPass');
}

const AUTH_SCHEME = 'applepass ';

/** Hashed first, so the comparison takes as long whatever the length of what was sent. */
const sameToken = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/**
 * The pass a request names by pass type and serial number (the card id), if `Authorization: ApplePass <token>`
 * carries its token: 404 for an unknown pass, 401 for a missing or wrong token.
 */
export async function authenticatePass(
  deps: Deps,
  options: { passTypeId: string; serialNumber: string; authorization: string | undefined },
): Promise<WalletPass> {
  requireOurPassType(deps, options.passTypeId);
  const pass = await findWalletPass(deps, options.serialNumber);
  if (!pass) throw notFound('noun.walletPass');
  const header = options.authorization ?? '';
  const token =
    header.slice(0, AUTH_SCHEME.length).toLowerCase() === AUTH_SCHEME ? header.slice(AUTH_SCHEME.length) : '';
  if (!token || !sameToken(token.trim(), pass.authenticationToken)) {
    throw new AppError('UNAUTHORIZED', 'wallet.passTokenInvalid');
  }
  return pass;
}

type Registration = { deviceLibraryId: string; passTypeId: string; cardId: string };

/** Registers a device for a pass's updates, or renews its push token; `created`: it was not registered before. */
export async function registerDevice(deps: Pick<Deps, 'db'>, registration: Registration & { pushToken: string }) {
  const [row] = await deps.db
    .insert(walletRegistrations)
    .values(registration)
    .onConflictDoUpdate({
      target: [walletRegistrations.deviceLibraryId, walletRegistrations.passTypeId, walletRegistrations.cardId],
      set: { pushToken: registration.pushToken },
    })
    // xmax is 0 on a row this statement inserted, set on one it updated.
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: Boolean(row?.created) };
}

/** The device no longer wants the pass's updates (removed from Wallet, or updates switched off). */
export async function unregisterDevice(deps: Pick<Deps, 'db'>, registration: Registration) {
  await deps.db
    .delete(walletRegistrations)
    .where(
      and(
        eq(walletRegistrations.deviceLibraryId, registration.deviceLibraryId),
        eq(walletRegistrations.passTypeId, registration.passTypeId),
        eq(walletRegistrations.cardId, registration.cardId),
      ),
    );
}

/**
 * The serial numbers of a device's passes changed after `since` (all of them without it), and the tag to ask with
 * next time: the newest change as epoch milliseconds. null: none changed, or the device has no passes.
 */
export async function findUpdatedSerials(
  deps: Pick<Deps, 'db'>,
  options: { deviceLibraryId: string; passTypeId: string; since: Date | null },
): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
  const rows = await deps.db
    .select({ cardId: walletPasses.cardId, updatedAt: walletPasses.updatedAt })
    .from(walletRegistrations)
    .innerJoin(walletPasses, eq(walletPasses.cardId, walletRegistrations.cardId))
    .where(
      and(
        eq(walletRegistrations.deviceLibraryId, options.deviceLibraryId),
        eq(walletRegistrations.passTypeId, options.passTypeId),
        options.since ? gt(walletPasses.updatedAt, options.since) : undefined,
      ),
    )
    .orderBy(desc(walletPasses.updatedAt));
  const [newest] = rows;
  if (!newest) return null;
  return {
    serialNumbers: rows.map((row) => row.cardId),
    lastUpdated: String(newest.updatedAt.getTime()),
  };
}
