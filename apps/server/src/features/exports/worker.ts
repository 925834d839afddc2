import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createOpaqueToken } from '../../accounts/opaque-tokens.ts';
import { organisationExports, organisations, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { type ClaimLoop, createClaimLoop } from '../../platform/jobs/claim-loop.ts';
import { type BuildVcard, buildOrganisationArchive } from './archive.ts';
import { exportReadyMail } from './mails.ts';
import { EXPORT_LIFETIME_MS, mailedDownloadUrl } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'mailer'> & { buildVcard: BuildVcard };
export type ExportRow = typeof organisationExports.$inferSelect;

/** Attempts before an export is given up as failed. */
export const EXPORT_MAX_ATTEMPTS = 3;
/** A running export's worker renews its lease (started_at) this often ... */
const HEARTBEAT_MS = 15_000;
/** ... and one not renewed for this long belongs to a worker that died: another copy takes it over. */
export const EXPORT_STALE_MS = 2 * 60_000;
/** Wait before the n-th retry of a failed build: a minute per attempt so far. */
const RETRY_STEP = sql`interval '1 minute'`;
/** Progress is written at most this often (and always at the end). */
const PROGRESS_EVERY_MS = 500;

const fileKeyOf = (row: ExportRow) => `exports/${row.organisationId}/${row.id}-${row.attempts}.zip`;

/**
 * Takes the oldest export that waits (pending, past its retry delay) or whose worker died (running, lease not renewed),
 * in one statement: SKIP LOCKED keeps another server copy off the same row, so no export is built twice at once.
 */
export async function claimExport(deps: Pick<Deps, 'db'>, now = new Date()): Promise<ExportRow | null> {
  const { db } = deps;
  const staleBefore = new Date(now.getTime() - EXPORT_STALE_MS);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const waiting = and(
    eq(organisationExports.status, 'pending'),
    or(
      isNull(organisationExports.startedAt),
      sql`${organisationExports.startedAt} <= ${nowSql} - ${organisationExports.attempts} * ${RETRY_STEP}`,
    ),
  );
  const orphaned = and(
    eq(organisationExports.status, 'running'),
    lt(organisationExports.startedAt, staleBefore),
    lt(organisationExports.attempts, EXPORT_MAX_ATTEMPTS),
  );
  // An orphan that used up its attempts is given up first, so it is never taken again.
  await db
    .update(organisationExports)
    .set({ status: 'failed', error: 'The export was interrupted too often.', finishedAt: now })
    .where(
      and(
        eq(organisationExports.status, 'running'),
        lt(organisationExports.startedAt, staleBefore),
        gte(organisationExports.attempts, EXPORT_MAX_ATTEMPTS),
      ),
    );
  const next = db
    .select({ id: organisationExports.id })
    .from(organisationExports)
    .where(or(waiting, orphaned))
    .orderBy(asc(organisationExports.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(organisationExports)
    .set({
      status: 'running',
      startedAt: now,
      attempts: sql`${organisationExports.attempts} + 1`,
      progress: 0,
    })
    // `=` makes the sub-select an init plan, run once: under `in` the planner may run it per row and claim several.
    .where(and(sql`${organisationExports.id} = (${next})`, or(waiting, orphaned)))
    .returning();
  return claimed ?? null;
}

/** This attempt's row still: another copy that took the export over bumped `attempts`. */
const ownAttempt = (row: ExportRow) =>
  and(
    eq(organisationExports.id, row.id),
    eq(organisationExports.status, 'running'),
    eq(organisationExports.attempts, row.attempts),
  );

/**
 * Builds a claimed export's zip, then marks it ready with a fresh download secret and mails the owner; a failure
 * goes back to pending for a later attempt, or fails for good after EXPORT_MAX_ATTEMPTS.
 */
export async function runExport(
  deps: Deps & { logger?: FastifyBaseLogger },
  row: ExportRow,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const { db, storage } = deps;
  const fileKey = fileKeyOf(row);
  const heartbeat = setInterval(() => {
    db.update(organisationExports)
      .set({ startedAt: new Date() })
      .where(ownAttempt(row))
      .catch((error) => deps.logger?.warn({ err: error, exportId: row.id }, 'export heartbeat failed'));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let lastWrite = 0;
  try {
    const { sizeBytes } = await buildOrganisationArchive(deps, {
      organisationId: row.organisationId,
      fileKey,
      signal: options.signal,
      onProgress: async (done, total) => {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_EVERY_MS && done < total) return;
        lastWrite = now;
        // Never quite 1 before the row is ready.
        await db
          .update(organisationExports)
          .set({ progress: Math.min(0.99, done / total), startedAt: new Date() })
          .where(ownAttempt(row));
      },
    });
    const finishedAt = new Date();
    const expiresAt = new Date(finishedAt.getTime() + EXPORT_LIFETIME_MS);
    const { token, tokenHash } = createOpaqueToken();
    const [ready] = await db
      .update(organisationExports)
      .set({
        status: 'ready',
        progress: 1,
        fileKey,
        sizeBytes,
        downloadTokenHash: tokenHash,
        error: null,
        finishedAt,
        expiresAt,
      })
      .where(ownAttempt(row))
      .returning({ id: organisationExports.id });
    if (!ready) {
      // Another copy took this export over meanwhile: its file is the one that counts.
      await storage.delete(fileKey);
      return;
    }
    // The export is ready whatever becomes of the mail: the page shows its link too.
    await mailOwner(deps, { row, token, expiresAt }).catch((error) =>
      deps.logger?.error({ err: error, exportId: row.id }, 'export mail failed'),
    );
  } catch (error) {
    const isStopped = options.signal?.aborted === true;
    const isFinal = !isStopped && row.attempts >= EXPORT_MAX_ATTEMPTS;
    deps.logger?.warn({ err: error, exportId: row.id, attempts: row.attempts }, 'export failed');
    await db
      .update(organisationExports)
      .set(
        isStopped
          ? // A shutdown is no fault of the export: it waits for the next start without losing an attempt.
            { status: 'pending', startedAt: null, attempts: row.attempts - 1, progress: 0 }
          : {
              status: isFinal ? 'failed' : 'pending',
              error: String((error as Error).message ?? error).slice(0, 500),
              finishedAt: isFinal ? new Date() : null,
              progress: 0,
            },
      )
      .where(ownAttempt(row));
  } finally {
    clearInterval(heartbeat);
  }
}

async function mailOwner(deps: Deps, { row, token, expiresAt }: { row: ExportRow; token: string; expiresAt: Date }) {
  const [owner] = await deps.db
    .select({ email: users.email, language: users.language, organisationName: organisations.name })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(users.organisationId, row.organisationId), eq(users.teamRole, 'owner')));
  if (!owner) return;
  await deps.mailer.send(
    exportReadyMail({
      to: owner.email,
      language: owner.language,
      organisationName: owner.organisationName,
      url: mailedDownloadUrl(deps.config.appUrl, row.id, token),
      expiresAt,
    }),
  );
}

export type ExportWorker = ClaimLoop;

/** One export at a time per server copy: a build holds a database connection and a stream, never much memory. */
export function createExportWorker(
  deps: Deps & { logger: FastifyBaseLogger },
  options: { intervalMs?: number } = {},
): ExportWorker {
  return createClaimLoop({
    name: 'export worker',
    intervalMs: options.intervalMs ?? 2_000,
    logger: deps.logger,
    claim: () => claimExport(deps),
    work: (row, signal) => runExport(deps, row, { signal }),
  });
}
