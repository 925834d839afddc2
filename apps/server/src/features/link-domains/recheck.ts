import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { linkDomains, organisations, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { LookupTxt } from '../../platform/network/dns.ts';
import { linkDomainFailingMail } from './mails.ts';
import { GRACE_MS, verificationRecordOf } from './service.ts';

/** A serving domain is looked up again once it was last checked this long ago. */
export const RECHECK_AFTER_MS = 24 * 60 * 60_000;
/** Domains claimed at a time. */
const BATCH = 20;
/** Where the mail sends the owner (the web's settings page of link domains). */
export const LINK_DOMAINS_PAGE = '/settings/domains';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'linkHosts' | 'scanTargets' | 'organisationReads'> & {
  lookupTxt: LookupTxt;
};
type Row = typeof linkDomains.$inferSelect;

export type LinkDomainRecheck = {
  checked: number;
  /** Verified domains whose record went: failed, serving through the grace period. */
  failed: number;
  /** Failed domains whose record is back: verified again. */
  restored: number;
  /** Failed longer than the grace period: no longer serving. */
  stopped: number;
  /** Lookups the name servers did not answer: nothing changed. */
  unanswered: number;
  /** Domains whose owner and admins were told of the failure (once each). */
  mailed: number;
};

/** Mails the organisation's owner and admins once per failure: the stamp is taken first, so a retry sends none. */
async function mailFailure(deps: Deps, row: Row, { failingSince, now }: { failingSince: Date; now: Date }) {
  const [stamped] = await deps.db
    .update(linkDomains)
    .set({ failureMailedAt: now })
    .where(and(eq(linkDomains.id, row.id), isNull(linkDomains.failureMailedAt), isNotNull(linkDomains.verifiedAt)))
    .returning({ id: linkDomains.id });
  if (!stamped) return false;
  const [organisation] = await deps.db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, row.organisationId));
  const managers = await deps.db
    .select({ email: users.email, language: users.language, contactFirstName: users.contactFirstName })
    .from(users)
    .where(
      and(
        eq(users.organisationId, row.organisationId),
        inArray(users.teamRole, ['owner', 'admin']),
        eq(users.isActive, true),
        isNull(users.deprovisionedAt),
      ),
    );
  const facts = {
    hostname: row.hostname,
    organisationName: organisation?.name ?? null,
    until: new Date(failingSince.getTime() + GRACE_MS),
    record: verificationRecordOf(row),
    target: deps.config.linkDomainTarget,
    url: `${deps.config.appUrl}${LINK_DOMAINS_PAGE}`,
  };
  for (const manager of managers) await deps.mailer.send(linkDomainFailingMail(manager, facts));
  return true;
}

/**
 * Looks one claimed domain up again and applies what it found. Each write names the domain as still serving, so one
 * deleted or stopped meanwhile is left as it is.
 */
async function recheckOne(deps: Deps, row: Row, now: Date, result: LinkDomainRecheck) {
  const record = verificationRecordOf(row);
  const found = await deps.lookupTxt(record.name);
  result.checked++;
  if (found.kind === 'unavailable') {
    result.unanswered++;
    return false;
  }
  const stillServing = and(eq(linkDomains.id, row.id), isNotNull(linkDomains.verifiedAt));
  if (found.kind === 'found' && found.records.includes(record.value)) {
    if (row.status === 'verified') return false;
    await deps.db
      .update(linkDomains)
      .set({ status: 'verified', failingSince: null, failureMailedAt: null })
      .where(stillServing);
    result.restored++;
    return true;
  }
  const failingSince = row.failingSince ?? now;
  if (now.getTime() - failingSince.getTime() >= GRACE_MS) {
    await deps.db.update(linkDomains).set({ status: 'failed', verifiedAt: null }).where(stillServing);
    result.stopped++;
    return true;
  }
  const isNewFailure = row.status !== 'failed';
  if (isNewFailure) {
    await deps.db.update(linkDomains).set({ status: 'failed', failingSince }).where(stillServing);
    result.failed++;
  }
  if (row.failureMailedAt === null && (await mailFailure(deps, row, { failingSince, now }))) result.mailed++;
  return isNewFailure;
}

/**
 * The daily re-check of serving link domains (issue 33): each one last checked over 24 hours ago is looked up again.
 * A record that is really gone makes a verified domain failed: it keeps serving for LINK_DOMAIN_GRACE_DAYS and its
 * organisation's owner and admins are mailed once; a failed one whose record is back is verified again; one failed
 * for longer stops serving. A lookup the name servers did not answer changes nothing. A batch is claimed by stamping
 * `checked_at` in one statement (SKIP LOCKED), so copies running it at once share the work, and no transaction stays
 * open over the lookups. Any change reloads the serving hosts on every copy.
 */
export async function recheckLinkDomains(deps: Deps, now = new Date()): Promise<LinkDomainRecheck> {
  const result: LinkDomainRecheck = { checked: 0, failed: 0, restored: 0, stopped: 0, unanswered: 0, mailed: 0 };
  const changedOrganisations = new Set<string>();
  const due = and(
    isNotNull(linkDomains.verifiedAt),
    or(isNull(linkDomains.checkedAt), lt(linkDomains.checkedAt, new Date(now.getTime() - RECHECK_AFTER_MS))),
  );
  for (;;) {
    const claimed = await deps.db
      .update(linkDomains)
      .set({ checkedAt: now })
      .where(
        and(
          due,
          inArray(
            linkDomains.id,
            deps.db
              .select({ id: linkDomains.id })
              .from(linkDomains)
              .where(due)
              .orderBy(asc(linkDomains.checkedAt))
              .limit(BATCH)
              .for('update', { skipLocked: true }),
          ),
        ),
      )
      .returning();
    for (const row of claimed) {
      if (await recheckOne(deps, row, now, result)) changedOrganisations.add(row.organisationId);
    }
    if (claimed.length < BATCH) break;
  }
  if (changedOrganisations.size > 0) {
    await deps.linkHosts.reload();
    // Card-page tags of a domain that stopped redirect to its card on another host now.
    // Their tag lists answer each tag's scanUrl, on the app's host once a domain stops serving.
    for (const organisationId of changedOrganisations) {
      deps.scanTargets.invalidateOwner(organisationId);
      deps.organisationReads.invalidate(organisationId);
    }
  }
  return result;
}
