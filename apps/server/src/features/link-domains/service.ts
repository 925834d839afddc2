import { randomBytes } from 'node:crypto';
import {
  LINK_DOMAIN_GRACE_DAYS,
  LINK_DOMAIN_VERIFICATION_LABEL,
  LINK_DOMAIN_VERIFICATION_PREFIX,
  type LinkDomain,
  type linkDomainPatchSchema,
  MAX_LINK_DOMAINS,
} from '@nfc/contract/link-domains';
import { and, asc, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolationOf } from '../../db/errors.ts';
import { linkDomains, organisations, tags, vcfConfigs } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound, validationError } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';
import { msg } from '../../i18n/messages.ts';
import type { LinkHost } from '../../platform/cache/link-hosts.ts';
import type { LookupTxt } from '../../platform/network/dns.ts';
import { lockQuotaOwner } from '../../quota/quota.ts';

/**
 * Custom link domains (issue 33, decision 040): an organisation's own host names for its scan links and card pages.
 * Claimed with a random token, proved by a TXT record holding it, serving while `verified_at` is set; one organisation
 * at most serves a host (the partial unique index `link_domains_serving_unique` holds it under races). Every change
 * reloads the in-memory directory of serving hosts on every copy (`deps.linkHosts`).
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'linkHosts' | 'scanTargets' | 'sessions'>;
type Row = typeof linkDomains.$inferSelect;
type Patch = z.infer<typeof linkDomainPatchSchema>;

export const SERVING_UNIQUE_INDEX = 'link_domains_serving_unique';
export const GRACE_MS = LINK_DOMAIN_GRACE_DAYS * 86_400_000;

/** The TXT record that proves a host: its full name and the whole value. */
export const verificationRecordOf = (row: Pick<Row, 'hostname' | 'verificationToken'>) => ({
  type: 'TXT' as const,
  name: `${LINK_DOMAIN_VERIFICATION_LABEL}.${row.hostname}`,
  value: `${LINK_DOMAIN_VERIFICATION_PREFIX}${row.verificationToken}`,
});

const servedElsewhere = () =>
  new AppError('CONFLICT', 'linkDomains.servedElsewhere', { fields: { hostname: 'linkDomains.servedElsewhere' } });

/** The answers of `rows` (one organisation's): whether each is the default and how many tags and cards name it. */
async function describe(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  { organisationId, rows }: { organisationId: string; rows: Row[] },
): Promise<LinkDomain[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [organisation] = await db
    .select({ defaultId: organisations.defaultLinkDomainId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const usageOf = async (table: typeof tags | typeof vcfConfigs) => {
    const counted = await db
      .select({ id: table.linkDomainId, n: count() })
      .from(table)
      .where(and(eq(table.organisationId, organisationId), inArray(table.linkDomainId, ids)))
      .groupBy(table.linkDomainId);
    return new Map(counted.map((entry) => [entry.id, entry.n]));
  };
  const [tagCounts, cardCounts] = await Promise.all([usageOf(tags), usageOf(vcfConfigs)]);
  return rows.map((row) => ({
    id: row.id,
    hostname: row.hostname,
    status: row.status,
    verificationRecord: verificationRecordOf(row),
    target: { ...config.linkDomainTarget },
    rootUrl: row.rootUrl,
    isDefault: organisation?.defaultId === row.id,
    isServing: row.verifiedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    servesUntil:
      row.status === 'failed' && row.failingSince
        ? new Date(row.failingSince.getTime() + GRACE_MS).toISOString()
        : null,
    usage: { tags: tagCounts.get(row.id) ?? 0, cards: cardCounts.get(row.id) ?? 0 },
    createdAt: row.createdAt.toISOString(),
  }));
}

async function describeOne(deps: Pick<Deps, 'db' | 'config'>, row: Row): Promise<LinkDomain> {
  const [answer] = await describe(deps, { organisationId: row.organisationId, rows: [row] });
  return answer!;
}

async function getRow(db: Executor, { organisationId, id }: { organisationId: string; id: string }) {
  if (!isUuid(id)) throw notFound('noun.domain');
  const [row] = await db
    .select()
    .from(linkDomains)
    .where(and(eq(linkDomains.id, id), eq(linkDomains.organisationId, organisationId)));
  if (!row) throw notFound('noun.domain');
  return row;
}

/** Whether another organisation serves `hostname` now. */
async function isServedElsewhere(
  db: Executor,
  { organisationId, hostname }: { organisationId: string; hostname: string },
) {
  const [found] = await db
    .select({ id: linkDomains.id })
    .from(linkDomains)
    .where(
      and(
        eq(linkDomains.hostname, hostname),
        isNotNull(linkDomains.verifiedAt),
        ne(linkDomains.organisationId, organisationId),
      ),
    );
  return Boolean(found);
}

export async function findLinkDomains(deps: Deps, { organisationId }: { organisationId: string }) {
  const rows = await deps.db
    .select()
    .from(linkDomains)
    .where(eq(linkDomains.organisationId, organisationId))
    .orderBy(asc(linkDomains.hostname));
  return describe(deps, { organisationId, rows });
}

/** Claims a host (pending): its TXT record to publish and where to point it come back. */
export async function addLinkDomain(
  deps: Deps,
  { organisationId, data }: { organisationId: string; data: { hostname: string; rootUrl?: string | null } },
): Promise<LinkDomain> {
  const { hostname } = data;
  const row = await deps.db.transaction(async (tx) => {
    // The organisation's row is the lock every count-then-insert of it takes, so the limit holds under parallel calls.
    await lockQuotaOwner(tx, { organisationId });
    const [{ claimed } = { claimed: 0 }] = await tx
      .select({ claimed: count() })
      .from(linkDomains)
      .where(eq(linkDomains.organisationId, organisationId));
    const [existing] = await tx
      .select({ id: linkDomains.id })
      .from(linkDomains)
      .where(and(eq(linkDomains.organisationId, organisationId), eq(linkDomains.hostname, hostname)));
    if (existing) {
      throw new AppError('CONFLICT', 'linkDomains.alreadyAdded', { fields: { hostname: 'linkDomains.alreadyAdded' } });
    }
    if (await isServedElsewhere(tx, { organisationId, hostname })) throw servedElsewhere();
    if (claimed >= MAX_LINK_DOMAINS) {
      const message = msg('linkDomains.limitReached', { limit: MAX_LINK_DOMAINS });
      throw new AppError('CONFLICT', message, { fields: { hostname: message } });
    }
    const [created] = await tx
      .insert(linkDomains)
      .values({
        organisationId,
        hostname,
        rootUrl: data.rootUrl ?? null,
        verificationToken: randomBytes(16).toString('hex'),
      })
      .returning();
    return created!;
  });
  await deps.linkHosts.reload();
  return describeOne(deps, row);
}

/**
 * Changes where `/` on the host leads, and whether it is the organisation's default (only a serving domain can be;
 * false clears the default only when it is this one).
 */
export async function updateLinkDomain(
  deps: Deps,
  { organisationId, id, data }: { organisationId: string; id: string; data: Patch },
): Promise<LinkDomain> {
  const row = await getRow(deps.db, { organisationId, id });
  if (data.isDefault === true && row.verifiedAt === null) {
    throw new AppError('CONFLICT', 'linkDomains.notServing', { fields: { isDefault: 'linkDomains.notServing' } });
  }
  const updated = await deps.db.transaction(async (tx) => {
    const [changed] =
      data.rootUrl === undefined
        ? [row]
        : await tx
            .update(linkDomains)
            .set({ rootUrl: data.rootUrl })
            .where(and(eq(linkDomains.id, row.id), eq(linkDomains.organisationId, organisationId)))
            .returning();
    // Deleted meanwhile.
    if (!changed) throw notFound('noun.domain');
    if (data.isDefault === true) {
      await tx.update(organisations).set({ defaultLinkDomainId: row.id }).where(eq(organisations.id, organisationId));
    } else if (data.isDefault === false) {
      await tx
        .update(organisations)
        .set({ defaultLinkDomainId: null })
        .where(and(eq(organisations.id, organisationId), eq(organisations.defaultLinkDomainId, row.id)));
    }
    return changed;
  });
  await deps.linkHosts.reload();
  if (data.isDefault !== undefined) {
    // Card-page tags redirect to their card's public URL, which may now be on another host; the organisation's row
    // changed, and the members' sessions hold it.
    deps.scanTargets.invalidateOwner(organisationId);
    deps.sessions.invalidateOrganisation(organisationId);
  }
  return describeOne(deps, updated);
}

/**
 * Looks the host's TXT record up. Found: verified and serving (a failed one is back). Not found: 409 naming the
 * record; a pending or failed domain stays so, a verified one becomes failed and keeps serving for the grace period.
 * The name servers not answering: 503, and nothing changes.
 */
export async function verifyLinkDomain(
  deps: Deps,
  { organisationId, id, lookupTxt }: { organisationId: string; id: string; lookupTxt: LookupTxt },
): Promise<LinkDomain> {
  const row = await getRow(deps.db, { organisationId, id });
  if (await isServedElsewhere(deps.db, { organisationId, hostname: row.hostname })) throw servedElsewhere();
  const record = verificationRecordOf(row);
  const found = await lookupTxt(record.name);
  if (found.kind === 'unavailable') throw new AppError('UNAVAILABLE', 'domains.dnsUnavailable');
  const now = new Date();
  const where = and(eq(linkDomains.id, row.id), eq(linkDomains.organisationId, organisationId));
  const isProved = found.kind === 'found' && found.records.includes(record.value);
  if (!isProved) {
    const isLost = row.status === 'verified';
    await deps.db
      .update(linkDomains)
      .set({ checkedAt: now, ...(isLost ? { status: 'failed' as const, failingSince: now } : {}) })
      .where(where);
    if (isLost) await deps.linkHosts.reload();
    throw new AppError('CONFLICT', 'domains.recordNotFound', { params: { name: record.name, value: record.value } });
  }
  let updated: Row | undefined;
  try {
    [updated] = await deps.db
      .update(linkDomains)
      .set({ status: 'verified', verifiedAt: now, checkedAt: now, failingSince: null, failureMailedAt: null })
      .where(where)
      .returning();
  } catch (error) {
    // Another organisation verified it between our check and this write.
    if (isUniqueViolationOf(error, SERVING_UNIQUE_INDEX)) throw servedElsewhere();
    throw error;
  }
  if (!updated) throw notFound('noun.domain');
  await deps.linkHosts.reload();
  return describeOne(deps, updated);
}

/** `moveTo` of a delete: `default` (no domain of their own), or another serving domain of the organisation. */
async function moveTargetOf(
  db: Executor,
  { organisationId, id, moveTo }: { organisationId: string; id: string; moveTo: string },
): Promise<string | null> {
  if (moveTo === 'default') return null;
  const refused = () => validationError({ moveTo: msg('validation.linkDomain') });
  if (!isUuid(moveTo) || moveTo === id) throw refused();
  const [target] = await db
    .select({ id: linkDomains.id })
    .from(linkDomains)
    .where(
      and(
        eq(linkDomains.id, moveTo),
        eq(linkDomains.organisationId, organisationId),
        isNotNull(linkDomains.verifiedAt),
      ),
    );
  if (!target) throw refused();
  return target.id;
}

/**
 * Deletes a domain. While tags or cards name it, only with `moveTo`: they move to that domain (or to none) in the
 * same transaction. The organisation's default goes with it.
 */
export async function deleteLinkDomain(
  deps: Deps,
  { organisationId, id, moveTo }: { organisationId: string; id: string; moveTo?: string },
) {
  const row = await getRow(deps.db, { organisationId, id });
  const target = moveTo === undefined ? undefined : await moveTargetOf(deps.db, { organisationId, id: row.id, moveTo });
  await deps.db.transaction(async (tx) => {
    const onThis = (table: typeof tags | typeof vcfConfigs) =>
      and(eq(table.organisationId, organisationId), eq(table.linkDomainId, row.id));
    if (target === undefined) {
      const [[{ n: tagCount } = { n: 0 }], [{ n: cardCount } = { n: 0 }]] = await Promise.all([
        tx.select({ n: count() }).from(tags).where(onThis(tags)),
        tx.select({ n: count() }).from(vcfConfigs).where(onThis(vcfConfigs)),
      ]);
      if (tagCount > 0 || cardCount > 0) {
        throw new AppError('CONFLICT', 'linkDomains.inUse', { params: { tags: tagCount, cards: cardCount } });
      }
    } else {
      await tx.update(tags).set({ linkDomainId: target }).where(onThis(tags));
      await tx.update(vcfConfigs).set({ linkDomainId: target }).where(onThis(vcfConfigs));
    }
    await tx
      .update(organisations)
      .set({ defaultLinkDomainId: null })
      .where(and(eq(organisations.id, organisationId), eq(organisations.defaultLinkDomainId, row.id)));
    await tx.delete(linkDomains).where(and(eq(linkDomains.id, row.id), eq(linkDomains.organisationId, organisationId)));
  });
  await deps.linkHosts.reload();
  deps.scanTargets.invalidateOwner(organisationId);
  // The organisation's default may have gone with it.
  deps.sessions.invalidateOrganisation(organisationId);
}

/** Every serving host of every organisation, for the in-memory directory (platform/cache/link-hosts.ts). */
export async function unsafeFindServingLinkHosts(db: Executor): Promise<LinkHost[]> {
  return db
    .select({
      domainId: linkDomains.id,
      organisationId: linkDomains.organisationId,
      hostname: linkDomains.hostname,
      rootUrl: linkDomains.rootUrl,
    })
    .from(linkDomains)
    .where(isNotNull(linkDomains.verifiedAt));
}

/** The organisation of a public card, by its token (any organisation's: the host gate compares it); null: none. */
export async function unsafeFindCardOrganisation(db: Executor, downloadToken: string): Promise<string | null> {
  const [found] = await db
    .select({ organisationId: vcfConfigs.organisationId })
    .from(vcfConfigs)
    .where(eq(vcfConfigs.downloadToken, downloadToken));
  return found?.organisationId ?? null;
}
