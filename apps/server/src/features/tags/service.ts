import { randomInt, randomUUID } from 'node:crypto';
import { type CompiledLinkRule, compileLinkRules, type LinkRule } from '@nfc/contract/link-rules';
import { TAG_DOCUMENT_MAX_BYTES, type Tag, type TagBody, tagDocumentTypes } from '@nfc/contract/tags';
import type { User } from '@nfc/contract/users';
import type { RecentTagScan } from '@nfc/contract/verified-taps';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { prepared } from '../../db/prepared.ts';
import { organisations, scans, sunChips, tags, vcfConfigs } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { detectFile, safeFileName, type UploadedFile } from '../../http/multipart.ts';
import { isUuid } from '../../http/validate.ts';
import type { ScanTarget, ScanTargetLimits } from '../../platform/cache/scan-target-cache.ts';
import { isRetiredLink } from '../../public-cards/retired-links.ts';
import {
  assertServingLinkDomain,
  getLinkBase,
  linkBaseOf,
  linkBaseSql,
  servingLinkDomain,
  servingLinkDomainOn,
  tagLinkDomain,
} from '../../public-links/link-base.ts';
import { allowanceOf, canCreateTags, lockQuotaOwner } from '../../quota/quota.ts';
import { resolveTagOrder } from './order-link.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'scanTargets'>;
type TagRow = typeof tags.$inferSelect;
type ChipRow = Pick<typeof sunChips.$inferSelect, 'uid' | 'lastCounter' | 'lastVerifiedAt' | 'boundAt'>;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DOCUMENT_URL_TTL_SECONDS = 300;

export function createUserFacingId(): string {
  let id = '';
  for (let index = 0; index < 8; index++) id += BASE62[randomInt(62)];
  return id;
}

const signedDocumentUrl = (deps: Deps, key: string, name: string | null) =>
  deps.storage.signedUrl(key, { expiresInSeconds: DOCUMENT_URL_TTL_SECONDS, downloadName: name ?? undefined });

const chipOf = (chip: ChipRow | null): Tag['chip'] =>
  chip
    ? {
        uid: chip.uid,
        lastCounter: chip.lastCounter,
        lastVerifiedAt: chip.lastVerifiedAt?.toISOString() ?? null,
        boundAt: chip.boundAt.toISOString(),
      }
    : null;

/** A tag's row, its counts and chip, and the base URL of its links (link-base.ts). */
async function toTag(
  deps: Deps,
  row: TagRow,
  { scanCount, chip, linkBase }: { scanCount: number; chip: ChipRow | null; linkBase: string },
): Promise<Tag> {
  return {
    id: row.id,
    userFacingId: row.userFacingId,
    name: row.name,
    status: row.status,
    actionType: row.actionType,
    actionData:
      row.actionType === 'WEBSITE_LINK'
        ? { url: row.targetUrl ?? '' }
        : row.actionType === 'VCARD_PAGE' && row.vcfConfigId
          ? { vcfConfigId: row.vcfConfigId }
          : {},
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    groupId: row.groupId,
    orderId: row.orderId,
    documentName: row.documentName,
    documentUrl: row.documentKey ? await signedDocumentUrl(deps, row.documentKey, row.documentName) : null,
    scanUrl: `${linkBase}/t/${row.userFacingId}`,
    domainId: row.linkDomainId,
    scanCount,
    rules: row.rules,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxScans: row.maxScans,
    verification: row.verification,
    verificationFallbackUrl: row.verificationFallbackUrl,
    chip: chipOf(chip),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Kept by a trigger on scans (drizzle/0004): a list of 1,000 tags never counts a million rows.
const scanCountOf = tags.scanCount;

/** An ISO 8601 UTC time with milliseconds, as Date.toISOString writes it. */
const isoTime = (column: AnyPgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A tag as the API answers it (toTag), written by the database as JSON text; its document link, which only the
 * storage can sign, is filled in afterwards (documentUrl is null here). `appUrl` is a parameter of the statement;
 * the query joins the tag's organisation and its serving link domain (servingLinkDomainOn).
 */
const tagJson = sql<string>`json_build_object(
  'id', ${tags.id}, 'userFacingId', ${tags.userFacingId}, 'name', ${tags.name}, 'status', ${tags.status},
  'actionType', ${tags.actionType},
  'actionData', case
    when ${tags.actionType} = 'WEBSITE_LINK' then json_build_object('url', coalesce(${tags.targetUrl}, ''))
    when ${tags.actionType} = 'VCARD_PAGE' and ${tags.vcfConfigId} is not null
      then json_build_object('vcfConfigId', ${tags.vcfConfigId})
    else '{}'::json end,
  'campaignId', ${tags.campaignId}, 'campaignName', ${tags.campaignName}, 'groupId', ${tags.groupId},
  'orderId', ${tags.orderId}, 'documentName', ${tags.documentName}, 'documentUrl', null,
  'scanUrl', ${linkBaseSql(sql.placeholder('appUrl'))} || '/t/' || ${tags.userFacingId},
  'domainId', ${tags.linkDomainId}, 'scanCount', ${tags.scanCount},
  'rules', ${tags.rules}, 'expiresAt', ${isoTime(tags.expiresAt)}, 'maxScans', ${tags.maxScans},
  'verification', ${tags.verification}, 'verificationFallbackUrl', ${tags.verificationFallbackUrl},
  'chip', (select json_build_object('uid', ${sunChips.uid}, 'lastCounter', ${sunChips.lastCounter},
    'lastVerifiedAt', ${isoTime(sunChips.lastVerifiedAt)}, 'boundAt', ${isoTime(sunChips.boundAt)})
    from ${sunChips} where ${sunChips.tagId} = ${tags.id}),
  'createdAt', ${isoTime(tags.createdAt)}, 'updatedAt', ${isoTime(tags.updatedAt)}
)::text`;

/**
 * The organisation's tags, newest first, as the JSON text of the answer: the database writes each tag, so a list of
 * hundreds costs no row mapping and no serialisation here (most of the list's time before, with the garbage it
 * left). The same fields as toTag, checked against it by the tests; the route sends the text as it is.
 */
export async function findTagsJson(deps: Deps, { organisationId }: { organisationId: string }): Promise<string> {
  const rows = await prepared(deps.db, 'tags_of_organisation', (db) =>
    db
      .select({ json: tagJson, documentKey: tags.documentKey })
      .from(tags)
      .innerJoin(organisations, eq(organisations.id, tags.organisationId))
      .leftJoin(servingLinkDomain, servingLinkDomainOn(tagLinkDomain))
      .where(eq(tags.organisationId, sql.placeholder('organisationId')))
      .orderBy(desc(tags.createdAt))
      .prepare('tags_of_organisation'),
  ).execute({ organisationId, appUrl: deps.config.appUrl });
  const parts = await Promise.all(
    rows.map(async ({ json, documentKey }) => {
      if (!documentKey) return json;
      const tag = JSON.parse(json) as Tag;
      tag.documentUrl = await signedDocumentUrl(deps, documentKey, tag.documentName);
      return JSON.stringify(tag);
    }),
  );
  return `[${parts.join(',')}]`;
}

async function getOwnedRow(deps: Deps, organisationId: string, id: string) {
  if (!isUuid(id)) throw notFound('noun.tag');
  const [found] = await deps.db
    .select({
      tag: tags,
      scanCount: scanCountOf,
      chip: {
        uid: sunChips.uid,
        lastCounter: sunChips.lastCounter,
        lastVerifiedAt: sunChips.lastVerifiedAt,
        boundAt: sunChips.boundAt,
      },
      linkHost: servingLinkDomain.hostname,
    })
    .from(tags)
    .innerJoin(organisations, eq(organisations.id, tags.organisationId))
    .leftJoin(servingLinkDomain, servingLinkDomainOn(tagLinkDomain))
    .leftJoin(sunChips, eq(sunChips.tagId, tags.id))
    .where(and(eq(tags.id, id), eq(tags.organisationId, organisationId)));
  if (!found) throw notFound('noun.tag');
  return found;
}

export async function getTag(deps: Deps, { organisationId, id }: { organisationId: string; id: string }) {
  const { tag, scanCount, chip, linkHost } = await getOwnedRow(deps, organisationId, id);
  return toTag(deps, tag, { scanCount, chip, linkBase: linkBaseOf(deps.config.appUrl, linkHost) });
}

/** The target columns of a tag, checked: a URL we validated, one of the organisation's vCards, or a document. */
async function resolveAction(
  deps: Deps,
  organisationId: string,
  data: TagBody,
  document: UploadedFile | null,
  existing: TagRow | null,
) {
  const empty = { targetUrl: null, vcfConfigId: null };
  if (data.actionType === 'WEBSITE_LINK') return { ...empty, targetUrl: data.actionData.url!.trim(), document: null };
  if (data.actionType === 'VCARD_PAGE') {
    const vcfConfigId = data.actionData.vcfConfigId ?? '';
    const [card] = isUuid(vcfConfigId)
      ? await deps.db
          .select({ id: vcfConfigs.id })
          .from(vcfConfigs)
          .where(and(eq(vcfConfigs.id, vcfConfigId), eq(vcfConfigs.organisationId, organisationId)))
      : [];
    if (!card) {
      throw new AppError('VALIDATION', 'validation.vcardRequired', {
        fields: { actionData: 'validation.vcardRequired' },
      });
    }
    return { ...empty, vcfConfigId: card.id, document: null };
  }
  if (!document) {
    if (existing?.actionType === 'DOCUMENT' && existing.documentKey) return { ...empty, document: 'keep' as const };
    throw new AppError('VALIDATION', 'tags.documentRequired', {
      fields: { documentFile: 'tags.documentRequired' },
    });
  }
  if (document.size > TAG_DOCUMENT_MAX_BYTES)
    throw new AppError('TOO_LARGE', 'uploads.documentTooLarge', {
      params: { size: TAG_DOCUMENT_MAX_BYTES / 1024 / 1024 },
    });
  const detected = await detectFile(document, tagDocumentTypes, 'uploads.documentType');
  return { ...empty, document: detected };
}

async function storeDocument(
  deps: Deps,
  file: Exclude<Awaited<ReturnType<typeof resolveAction>>['document'], null | 'keep'>,
) {
  const key = `documents/${randomUUID()}.${file.ext}`;
  await deps.storage.put(key, file.buffer, file.mime);
  return {
    documentKey: key,
    documentName: safeFileName(file.filename, `document.${file.ext}`),
    documentContentType: file.mime,
  };
}

const noDocument = { documentKey: null, documentName: null, documentContentType: null };

/** What a create or an update writes straight from the form; the action target and document come separately. */
const editableFields = (data: TagBody, orderId: string | null) => ({
  name: data.name,
  status: data.status,
  actionType: data.actionType,
  campaignId: data.campaignId,
  campaignName: data.campaignName,
  groupId: data.groupId,
  orderId,
});

/** Link rules, expiry and cap as sent: an omitted one is left out, so an update keeps what the tag has. */
const linkFields = (data: TagBody) => ({
  ...(data.rules === undefined ? {} : { rules: data.rules }),
  ...(data.expiresAt === undefined ? {} : { expiresAt: data.expiresAt === null ? null : new Date(data.expiresAt) }),
  ...(data.maxScans === undefined ? {} : { maxScans: data.maxScans }),
  ...(data.verification === undefined ? {} : { verification: data.verification }),
  ...(data.verificationFallbackUrl === undefined ? {} : { verificationFallbackUrl: data.verificationFallbackUrl }),
});

/** Refuses one more tag once the owner holds `allowance`; `db` in a transaction after lockQuotaOwner makes it hold. */
async function assertRoomForTag(
  db: Executor,
  { organisationId, allowance }: { organisationId: string; allowance: number },
) {
  const [{ value: held } = { value: 0 }] = await db
    .select({ value: count() })
    .from(tags)
    .where(eq(tags.organisationId, organisationId));
  if (held >= allowance) throw new AppError('FORBIDDEN', 'tags.limitReached', { extra: { limitReached: true } });
}

export async function createTag(
  deps: Deps,
  { user, data, document }: { user: User; data: TagBody; document: UploadedFile | null },
) {
  if (!canCreateTags(user)) throw new AppError('FORBIDDEN', 'tags.needsPro', { extra: { needsPlan: 'Pro' } });
  // Fails fast before any upload work; the check that holds under parallel creates is the locked one below.
  await assertRoomForTag(deps.db, { organisationId: user.organisationId, allowance: allowanceOf(user) });
  const { document: file, ...target } = await resolveAction(deps, user.organisationId, data, document, null);
  const orderId = await resolveTagOrder(deps, {
    organisationId: user.organisationId,
    orderId: data.orderId,
    current: null,
  });
  const linkDomainId = data.domainId ?? null;
  await assertServingLinkDomain(deps.db, { organisationId: user.organisationId, domainId: linkDomainId });
  const stored = file && file !== 'keep' ? await storeDocument(deps, file) : noDocument;
  let row: TagRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const { allowance } = await lockQuotaOwner(tx, { organisationId: user.organisationId });
      await assertRoomForTag(tx, { organisationId: user.organisationId, allowance });
      for (let attempt = 0; ; attempt++) {
        const [inserted] = await tx
          .insert(tags)
          .values({
            organisationId: user.organisationId,
            userId: user.id,
            userFacingId: createUserFacingId(),
            sunKeyVersion: deps.config.sun.keyVersion,
            linkDomainId,
            ...editableFields(data, orderId),
            ...linkFields(data),
            ...target,
            ...stored,
          })
          .onConflictDoNothing()
          .returning();
        if (inserted) return inserted;
        if (attempt >= 5) throw new Error('could not find a free tag code');
      }
    });
  } catch (error) {
    if (stored.documentKey) await deps.storage.delete(stored.documentKey).catch(() => {});
    throw error;
  }
  deps.scanTargets.invalidateCode(row.userFacingId);
  const linkBase = await getLinkBase(deps, { organisationId: user.organisationId, domainId: linkDomainId });
  return toTag(deps, row, { scanCount: 0, chip: null, linkBase });
}

export async function updateTag(
  deps: Deps,
  {
    organisationId,
    id,
    data,
    document,
  }: { organisationId: string; id: string; data: TagBody; document: UploadedFile | null },
) {
  const { tag: existing, scanCount, chip } = await getOwnedRow(deps, organisationId, id);
  const { document: file, ...target } = await resolveAction(deps, organisationId, data, document, existing);
  const orderId = await resolveTagOrder(deps, { organisationId, orderId: data.orderId, current: existing.orderId });
  // The domain it has passes unchecked, so a form that sends it back still saves after the domain stopped serving.
  if (data.domainId !== undefined && data.domainId !== existing.linkDomainId) {
    await assertServingLinkDomain(deps.db, { organisationId, domainId: data.domainId });
  }
  const stored =
    file === 'keep'
      ? {
          documentKey: existing.documentKey,
          documentName: existing.documentName,
          documentContentType: existing.documentContentType,
        }
      : file
        ? await storeDocument(deps, file)
        : noDocument;
  const [row] = await deps.db
    .update(tags)
    .set({
      ...editableFields(data, orderId),
      ...linkFields(data),
      ...(data.domainId === undefined ? {} : { linkDomainId: data.domainId }),
      ...target,
      ...stored,
    })
    .where(and(eq(tags.id, id), eq(tags.organisationId, organisationId)))
    .returning();
  if (existing.documentKey && existing.documentKey !== stored.documentKey) {
    await deps.storage.delete(existing.documentKey).catch(() => {});
  }
  deps.scanTargets.invalidateCode(existing.userFacingId);
  const linkBase = await getLinkBase(deps, { organisationId, domainId: row!.linkDomainId });
  return toTag(deps, row!, { scanCount, chip, linkBase });
}

export async function deleteTag(deps: Deps, { organisationId, id }: { organisationId: string; id: string }) {
  const { tag } = await getOwnedRow(deps, organisationId, id);
  await deps.db.delete(tags).where(and(eq(tags.id, id), eq(tags.organisationId, organisationId)));
  if (tag.documentKey) await deps.storage.delete(tag.documentKey).catch(() => {});
  deps.scanTargets.invalidateCode(tag.userFacingId);
}

/**
 * Binds a tag to its chip's UID at encoding (otherwise the first verified tap does). Refused when the tag is bound
 * to another chip or the chip to another tag; binding again the same pair changes nothing. A chip bound before
 * keeps its counter, so none of its old messages passes again.
 */
export async function bindChip(
  deps: Deps,
  { organisationId, id, uid }: { organisationId: string; id: string; uid: string },
) {
  const { tag, chip } = await getOwnedRow(deps, organisationId, id);
  if (chip && chip.uid !== uid) throw new AppError('CONFLICT', 'tags.chipAlreadyBound', { params: { uid: chip.uid } });
  if (!chip) {
    let bound: unknown[];
    try {
      bound = await deps.db
        .insert(sunChips)
        .values({ organisationId, uid, tagId: tag.id })
        .onConflictDoUpdate({
          target: [sunChips.organisationId, sunChips.uid],
          set: { tagId: tag.id, boundAt: sql`now()` },
          setWhere: sql`${sunChips.tagId} is null`,
        })
        .returning({ uid: sunChips.uid });
    } catch (error) {
      // Another request bound the tag meanwhile (the unique index on the tag).
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'tags.chipAlreadyBound', { params: { uid } });
      throw error;
    }
    if (bound.length === 0) throw new AppError('CONFLICT', 'tags.chipBoundElsewhere', { params: { uid } });
    deps.scanTargets.invalidateCode(tag.userFacingId);
  }
  return getTag(deps, { organisationId, id });
}

/** Unbinds a tag from its chip (a broken chip replaced): the chip's counter stays, so its old messages stay spent. */
export async function unbindChip(deps: Deps, { organisationId, id }: { organisationId: string; id: string }) {
  const { tag } = await getOwnedRow(deps, organisationId, id);
  await deps.db
    .update(sunChips)
    .set({ tagId: null })
    .where(and(eq(sunChips.tagId, tag.id), eq(sunChips.organisationId, organisationId)));
  deps.scanTargets.invalidateCode(tag.userFacingId);
}

/** A tag's latest link and refused scans, newest first, with their verification outcome and chip counter. */
export async function findRecentTagScans(
  deps: Deps,
  { organisationId, id, limit }: { organisationId: string; id: string; limit: number },
): Promise<RecentTagScan[]> {
  const { tag } = await getOwnedRow(deps, organisationId, id);
  const rows = await deps.db
    .select({
      id: scans.id,
      occurredAt: scans.occurredAt,
      kind: scans.kind,
      source: scans.source,
      platform: scans.platform,
      browser: scans.browser,
      country: scans.country,
      isBot: scans.isBot,
      verification: scans.verification,
      chipCounter: scans.chipCounter,
    })
    .from(scans)
    .where(and(eq(scans.tagId, tag.id), inArray(scans.kind, ['link', 'refused'])))
    .orderBy(desc(scans.occurredAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    kind: row.kind as RecentTagScan['kind'],
    occurredAt: row.occurredAt.toISOString(),
  }));
}

/** The stored URL as a Location header takes it: absolute http(s), percent-encoded ASCII (an umlaut is no header byte). */
function httpLocation(targetUrl: string | null): string | null {
  if (!targetUrl || !/^https?:\/\//i.test(targetUrl) || !URL.canParse(targetUrl)) return null;
  return new URL(targetUrl).href;
}

/**
 * The rules as the scan link checks them, their URLs as Location takes them (no ?via is added to these). A rule
 * that cannot be followed (only a row edited by hand: rules are validated on save) never matches, so the
 * positions of the others, which analytics count by, stay as stored.
 */
function compileScanRules(rules: LinkRule[]): CompiledLinkRule[] {
  if (!Array.isArray(rules) || rules.length === 0) return [];
  return compileLinkRules(rules).map((rule) => {
    const location = httpLocation(rule.url);
    if (!location || Number.isNaN(rule.from) || Number.isNaN(rule.until)) {
      return { ...rule, from: Number.POSITIVE_INFINITY };
    }
    return { ...rule, url: location };
  });
}

/**
 * A capped tag's redirects so far, bots included (tags.scan_count counts people only), from the stored link scans;
 * counting stops at the cap, so a load reads at most maxScans index entries.
 */
async function redirectsTowardCap(db: Executor, tagId: string, maxScans: number) {
  const counted = db
    .select({ one: sql`1` })
    .from(scans)
    .where(and(eq(scans.tagId, tagId), eq(scans.kind, 'link')))
    .limit(maxScans)
    .as('counted');
  const [row] = await db.select({ n: count() }).from(counted);
  return Number(row?.n ?? 0);
}

/** Where a scan link leads, with what it checks per scan; deliberately not scoped to an owner (the link is public). */
export async function unsafeResolveScanTarget({ db }: Pick<Deps, 'db'>, code: string): Promise<ScanTarget> {
  if (!/^[0-9A-Za-z]{8}$/.test(code)) return { kind: 'unknown' };
  const [found] = await db
    .select({
      id: tags.id,
      ownerId: tags.organisationId,
      status: tags.status,
      actionType: tags.actionType,
      targetUrl: tags.targetUrl,
      documentKey: tags.documentKey,
      rules: tags.rules,
      expiresAt: tags.expiresAt,
      maxScans: tags.maxScans,
      verification: tags.verification,
      verificationFallbackUrl: tags.verificationFallbackUrl,
      sunKeyVersion: tags.sunKeyVersion,
      chipUid: sunChips.uid,
      chipCounter: sunChips.lastCounter,
      cardId: vcfConfigs.id,
      downloadToken: vcfConfigs.downloadToken,
      isAccountActive: organisations.isActive,
    })
    .from(tags)
    .innerJoin(organisations, eq(organisations.id, tags.organisationId))
    .leftJoin(vcfConfigs, eq(vcfConfigs.id, tags.vcfConfigId))
    .leftJoin(sunChips, eq(sunChips.tagId, tags.id))
    .where(eq(tags.userFacingId, code));
  if (!found)
    return (await isRetiredLink(db, { kind: 'tag', value: code })) ? { kind: 'retired' } : { kind: 'unknown' };
  const base = { tagId: found.id, ownerId: found.ownerId };
  if (found.status !== 'active' || !found.isAccountActive) return { kind: 'unavailable', ...base };
  const limits: ScanTargetLimits = {
    rules: compileScanRules(found.rules),
    expiresAt: found.expiresAt?.getTime() ?? null,
    maxScans: found.maxScans,
    // Scans not yet written (and other copies' since) are not counted yet: a cap may overshoot by those.
    visits: found.maxScans === null ? 0 : await redirectsTowardCap(db, found.id, found.maxScans),
    verification:
      found.verification === 'off'
        ? null
        : {
            mode: found.verification,
            fallbackUrl: httpLocation(found.verificationFallbackUrl),
            keyVersion: found.sunKeyVersion,
            chip: found.chipUid ? { uid: found.chipUid, lastCounter: found.chipCounter } : null,
          },
  };
  const website = found.actionType === 'WEBSITE_LINK' ? httpLocation(found.targetUrl) : null;
  if (website) return { kind: 'redirect', ...base, ...limits, location: website };
  if (found.actionType === 'VCARD_PAGE' && found.cardId && found.downloadToken) {
    return { kind: 'redirect', ...base, ...limits, location: `/vcard/${found.downloadToken}`, cardId: found.cardId };
  }
  if (found.actionType === 'DOCUMENT' && found.documentKey)
    return { kind: 'document', ...base, ...limits, documentKey: found.documentKey };
  return { kind: 'unavailable', ...base };
}
