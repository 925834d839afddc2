import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organisationDomains } from '../../db/schema.ts';
import type { LookupTxt } from '../../platform/network/dns.ts';
import { verificationRecordOf } from './service.ts';

/** A verified domain is looked up again once it was last checked this long ago. */
export const RECHECK_AFTER_MS = 24 * 60 * 60_000;
/** Domains claimed at a time. */
const BATCH = 20;

export type RecheckResult = { checked: number; unverified: number; unanswered: number };

/**
 * The daily re-check of verified domains (issue 30): each one last checked over 24 hours ago is looked up again. A
 * record that is really gone (the name or its TXT record does not exist, or holds other values) unverifies the
 * domain; one the name servers did not answer for stays verified until the next day's try. A batch is claimed by
 * stamping `checked_at` in one statement (SKIP LOCKED), so copies of the server running it at once share the work,
 * and no transaction stays open over the lookups. Sign-in and enforcement read verified domains at each use, so
 * nothing else needs telling.
 */
export async function recheckVerifiedDomains(
  { db, lookupTxt }: { db: Executor; lookupTxt: LookupTxt },
  now = new Date(),
): Promise<RecheckResult> {
  const result: RecheckResult = { checked: 0, unverified: 0, unanswered: 0 };
  const due = and(
    isNotNull(organisationDomains.verifiedAt),
    or(
      isNull(organisationDomains.checkedAt),
      lt(organisationDomains.checkedAt, new Date(now.getTime() - RECHECK_AFTER_MS)),
    ),
  );
  for (;;) {
    const claimed = await db
      .update(organisationDomains)
      .set({ checkedAt: now })
      .where(
        and(
          due,
          inArray(
            organisationDomains.id,
            db
              .select({ id: organisationDomains.id })
              .from(organisationDomains)
              .where(due)
              .orderBy(asc(organisationDomains.checkedAt))
              .limit(BATCH)
              .for('update', { skipLocked: true }),
          ),
        ),
      )
      .returning();
    for (const row of claimed) {
      const record = verificationRecordOf(row);
      const found = await lookupTxt(record.name);
      result.checked++;
      if (found.kind === 'unavailable') {
        result.unanswered++;
        continue;
      }
      const isProved = found.kind === 'found' && found.records.includes(record.value);
      if (!isProved) result.unverified++;
      // Only a row still verified: one deleted or unverified meanwhile stays as it is.
      await db
        .update(organisationDomains)
        .set({ verifiedAt: isProved ? now : null })
        .where(and(eq(organisationDomains.id, row.id), isNotNull(organisationDomains.verifiedAt)));
    }
    if (claimed.length < BATCH) return result;
  }
}
