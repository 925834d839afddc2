import { randomBytes } from 'node:crypto';
import {
  DOMAIN_VERIFICATION_LABEL,
  DOMAIN_VERIFICATION_PREFIX,
  MAX_DOMAINS,
  type VerifiedDomain,
} from '@nfc/contract/identity';
import { and, asc, count, eq, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolationOf } from '../../db/errors.ts';
import { organisationDomains } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';
import { msg } from '../../i18n/messages.ts';
import type { LookupTxt } from '../../platform/network/dns.ts';
import { lockQuotaOwner } from '../../quota/quota.ts';

/**
 * An organisation's domains (issue 30): claimed with a random token, proved by a TXT record holding it, verified by
 * one organisation at most (the partial unique index `organisation_domains_verified_unique` holds it under races).
 */

type Deps = Pick<AppDeps, 'db'>;
type DomainRow = typeof organisationDomains.$inferSelect;

export const VERIFIED_UNIQUE_INDEX = 'organisation_domains_verified_unique';

/** The TXT record that proves a domain: its full host name and the whole value. */
export const verificationRecordOf = (row: Pick<DomainRow, 'domain' | 'verificationToken'>) => ({
  type: 'TXT' as const,
  name: `${DOMAIN_VERIFICATION_LABEL}.${row.domain}`,
  value: `${DOMAIN_VERIFICATION_PREFIX}${row.verificationToken}`,
});

const toVerifiedDomain = (row: DomainRow): VerifiedDomain => ({
  id: row.id,
  domain: row.domain,
  verificationRecord: verificationRecordOf(row),
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  checkedAt: row.checkedAt?.toISOString() ?? null,
});

const verifiedElsewhere = () =>
  new AppError('CONFLICT', 'domains.verifiedElsewhere', { fields: { domain: 'domains.verifiedElsewhere' } });

/** Whether another organisation has verified `domain`. */
async function isVerifiedElsewhere(
  db: Executor,
  { organisationId, domain }: { organisationId: string; domain: string },
) {
  const [found] = await db
    .select({ id: organisationDomains.id })
    .from(organisationDomains)
    .where(
      and(
        eq(organisationDomains.domain, domain),
        isNotNull(organisationDomains.verifiedAt),
        ne(organisationDomains.organisationId, organisationId),
      ),
    );
  return Boolean(found);
}

export async function findDomains({ db }: Deps, { organisationId }: { organisationId: string }) {
  const rows = await db
    .select()
    .from(organisationDomains)
    .where(eq(organisationDomains.organisationId, organisationId))
    .orderBy(asc(organisationDomains.domain));
  return rows.map(toVerifiedDomain);
}

async function getDomainRow(db: Executor, { organisationId, id }: { organisationId: string; id: string }) {
  if (!isUuid(id)) throw notFound('noun.domain');
  const [row] = await db
    .select()
    .from(organisationDomains)
    .where(and(eq(organisationDomains.id, id), eq(organisationDomains.organisationId, organisationId)));
  if (!row) throw notFound('noun.domain');
  return row;
}

/** Claims a domain (not yet verified): its TXT record to publish comes back. */
export async function addDomain(
  { db }: Deps,
  { organisationId, domain }: { organisationId: string; domain: string },
): Promise<VerifiedDomain> {
  const row = await db.transaction(async (tx) => {
    // The organisation's row is the lock every count-then-insert of it takes, so the limit holds under parallel calls.
    await lockQuotaOwner(tx, { organisationId });
    const [{ claimed } = { claimed: 0 }] = await tx
      .select({ claimed: count() })
      .from(organisationDomains)
      .where(eq(organisationDomains.organisationId, organisationId));
    const [existing] = await tx
      .select({ id: organisationDomains.id })
      .from(organisationDomains)
      .where(and(eq(organisationDomains.organisationId, organisationId), eq(organisationDomains.domain, domain)));
    if (existing) {
      throw new AppError('CONFLICT', 'domains.alreadyAdded', { fields: { domain: 'domains.alreadyAdded' } });
    }
    if (await isVerifiedElsewhere(tx, { organisationId, domain })) throw verifiedElsewhere();
    if (claimed >= MAX_DOMAINS) {
      const message = msg('domains.limitReached', { limit: MAX_DOMAINS });
      throw new AppError('CONFLICT', message, { fields: { domain: message } });
    }
    const [created] = await tx
      .insert(organisationDomains)
      .values({ organisationId, domain, verificationToken: randomBytes(16).toString('hex') })
      .returning();
    return created!;
  });
  return toVerifiedDomain(row);
}

/**
 * Looks the domain's TXT record up and marks it verified when one of the records at the name is exactly ours. Not
 * found: 409 naming the record to publish; the name servers not answering: 503, and nothing changes.
 */
export async function verifyDomain(
  { db }: Deps,
  { organisationId, id, lookupTxt }: { organisationId: string; id: string; lookupTxt: LookupTxt },
): Promise<VerifiedDomain> {
  const row = await getDomainRow(db, { organisationId, id });
  if (await isVerifiedElsewhere(db, { organisationId, domain: row.domain })) throw verifiedElsewhere();
  const record = verificationRecordOf(row);
  const found = await lookupTxt(record.name);
  if (found.kind === 'unavailable') throw new AppError('UNAVAILABLE', 'domains.dnsUnavailable');
  const now = new Date();
  const isProved = found.kind === 'found' && found.records.includes(record.value);
  const where = and(eq(organisationDomains.id, row.id), eq(organisationDomains.organisationId, organisationId));
  if (!isProved) {
    await db.update(organisationDomains).set({ checkedAt: now, verifiedAt: null }).where(where);
    throw new AppError('CONFLICT', 'domains.recordNotFound', { params: { name: record.name, value: record.value } });
  }
  try {
    const [updated] = await db
      .update(organisationDomains)
      .set({ checkedAt: now, verifiedAt: now })
      .where(where)
      .returning();
    if (!updated) throw notFound('noun.domain');
    return toVerifiedDomain(updated);
  } catch (error) {
    // Another organisation verified it between our check and this write.
    if (isUniqueViolationOf(error, VERIFIED_UNIQUE_INDEX)) throw verifiedElsewhere();
    throw error;
  }
}

export async function deleteDomain({ db }: Deps, { organisationId, id }: { organisationId: string; id: string }) {
  const row = await getDomainRow(db, { organisationId, id });
  await db
    .delete(organisationDomains)
    .where(and(eq(organisationDomains.id, row.id), eq(organisationDomains.organisationId, organisationId)));
}
