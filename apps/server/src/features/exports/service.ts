import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ORGANISATION_EXPORT_LIFETIME_HOURS,
  ORGANISATION_EXPORTS_PER_DAY,
  type OrganisationExport,
} from '@nfc/contract/exports';
import { and, asc, desc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Actor } from '../../accounts/actor.ts';
import { hashOpaqueToken } from '../../accounts/opaque-tokens.ts';
import { organisationExports, organisations } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';

type Deps = Pick<AppDeps, 'db' | 'keys'>;
type ExportRow = typeof organisationExports.$inferSelect;

const DAY_MS = 86_400_000;
export const EXPORT_LIFETIME_MS = ORGANISATION_EXPORT_LIFETIME_HOURS * 3_600_000;
/** How long a download link handed to the signed-in owner works: long enough to click, short if it leaks. */
const PORTAL_LINK_SECONDS = 15 * 60;
/** Exports the web page lists. */
const RECENT_EXPORTS = 10;

const downloadPath = (id: string) => `/api/organisation/exports/${id}/download`;
const signLink = (key: string, id: string, exp: number) =>
  createHmac('sha256', key).update(`${id}\n${exp}`).digest('base64url');

/** The link mailed to the owner: the random secret whose hash the row keeps. */
export const mailedDownloadUrl = (appUrl: string, id: string, token: string) =>
  `${appUrl}${downloadPath(id)}?token=${encodeURIComponent(token)}`;

const isExpired = (row: ExportRow, now: Date) =>
  row.status === 'ready' && (!row.fileKey || !row.expiresAt || row.expiresAt <= now);

function toExport(deps: Deps, row: ExportRow, now: Date): OrganisationExport {
  const expired = isExpired(row, now);
  let downloadUrl: string | undefined;
  if (row.status === 'ready' && !expired) {
    const exp = Math.floor(now.getTime() / 1000) + PORTAL_LINK_SECONDS;
    const params = new URLSearchParams({ exp: String(exp), sig: signLink(deps.keys.exportLinks, row.id, exp) });
    downloadUrl = `${downloadPath(row.id)}?${params}`;
  }
  return {
    id: row.id,
    status: row.status,
    progress: row.status === 'ready' ? 1 : Math.max(0, Math.min(1, row.progress)),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    isExpired: expired,
    ...(downloadUrl ? { downloadUrl } : {}),
  };
}

export type RequestExportResult =
  | { kind: 'started' | 'under-way'; id: string }
  | { kind: 'limited'; retryAfterSeconds: number };

/**
 * Queues an export of the actor's organisation for the background job. While one is pending or running that one
 * answers; past ORGANISATION_EXPORTS_PER_DAY new ones a day, the caller is told when the next is allowed. The
 * organisation's row is locked meanwhile, so two clicks at once start one export.
 */
export async function requestExport(
  deps: Pick<Deps, 'db'>,
  { actor, now = new Date() }: { actor: Actor; now?: Date },
): Promise<RequestExportResult> {
  return deps.db.transaction(async (tx) => {
    await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, actor.organisationId))
      .for('no key update');
    const [underWay] = await tx
      .select({ id: organisationExports.id })
      .from(organisationExports)
      .where(
        and(
          eq(organisationExports.organisationId, actor.organisationId),
          inArray(organisationExports.status, ['pending', 'running']),
        ),
      )
      .limit(1);
    if (underWay) return { kind: 'under-way', id: underWay.id };
    const recent = await tx
      .select({ createdAt: organisationExports.createdAt })
      .from(organisationExports)
      .where(
        and(
          eq(organisationExports.organisationId, actor.organisationId),
          gt(organisationExports.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .orderBy(asc(organisationExports.createdAt));
    if (recent.length >= ORGANISATION_EXPORTS_PER_DAY) {
      // The oldest of the day's exports leaves the window first.
      const freeAt = recent[recent.length - ORGANISATION_EXPORTS_PER_DAY]!.createdAt.getTime() + DAY_MS;
      return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    const [created] = await tx
      .insert(organisationExports)
      .values({ organisationId: actor.organisationId, requestedBy: actor.id })
      .returning({ id: organisationExports.id });
    return { kind: 'started', id: created!.id };
  });
}

/** The organisation's recent exports, newest first. */
export async function findExports(deps: Deps, { actor }: { actor: Actor }): Promise<OrganisationExport[]> {
  const rows = await deps.db
    .select()
    .from(organisationExports)
    .where(eq(organisationExports.organisationId, actor.organisationId))
    .orderBy(desc(organisationExports.createdAt))
    .limit(RECENT_EXPORTS);
  const now = new Date();
  return rows.map((row) => toExport(deps, row, now));
}

export async function getExport(deps: Deps, { actor, id }: { actor: Actor; id: string }): Promise<OrganisationExport> {
  if (!isUuid(id)) throw notFound('noun.organisationExport');
  const [row] = await deps.db
    .select()
    .from(organisationExports)
    .where(and(eq(organisationExports.id, id), eq(organisationExports.organisationId, actor.organisationId)));
  if (!row) throw notFound('noun.organisationExport');
  return toExport(deps, row, new Date());
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The zip behind a download link, for anyone holding the link (the mail's works without a session): the mailed
 * secret (`token`) or a short-lived portal link (`exp`, `sig`). A wrong link is not found; a right one whose time
 * is over is gone (410), with a message that says what to do.
 */
export async function openExportDownload(
  deps: Deps & Pick<AppDeps, 'storage'>,
  { id, token, exp, sig, now = new Date() }: { id: string; token?: string; exp?: string; sig?: string; now?: Date },
): Promise<{ stream: Readable; sizeBytes: number | null; createdAt: Date }> {
  if (!isUuid(id)) throw notFound('noun.organisationExport');
  const [row] = await deps.db.select().from(organisationExports).where(eq(organisationExports.id, id));
  if (row?.status !== 'ready') throw notFound('noun.organisationExport');
  let isLinkExpired = false;
  if (token) {
    if (!row.downloadTokenHash || !sameText(hashOpaqueToken(token), row.downloadTokenHash)) {
      throw notFound('noun.organisationExport');
    }
  } else if (exp && sig) {
    const expSeconds = Number(exp);
    if (!Number.isInteger(expSeconds) || !sameText(signLink(deps.keys.exportLinks, id, expSeconds), sig)) {
      throw notFound('noun.organisationExport');
    }
    isLinkExpired = expSeconds * 1000 < now.getTime();
  } else {
    throw notFound('noun.organisationExport');
  }
  if (isLinkExpired || isExpired(row, now)) throw new AppError('GONE', 'exports.linkExpired');
  const stream = await deps.storage.getStream(row.fileKey!);
  if (!stream) throw new AppError('GONE', 'exports.linkExpired');
  return { stream, sizeBytes: row.sizeBytes, createdAt: row.createdAt };
}

/**
 * Deletes the files of exports whose 24 hours are over (the upkeep clock in jobs.ts); the rows stay for the list,
 * and their link hash stays so an old link is told it expired. Answers how many files went.
 */
export async function expireExports(deps: Pick<AppDeps, 'db' | 'storage'>, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: organisationExports.id, fileKey: organisationExports.fileKey })
    .from(organisationExports)
    .where(and(isNotNull(organisationExports.fileKey), lte(organisationExports.expiresAt, now)));
  for (const { id, fileKey } of due) {
    await deps.storage.delete(fileKey!);
    await deps.db.update(organisationExports).set({ fileKey: null }).where(eq(organisationExports.id, id));
  }
  return due.length;
}
