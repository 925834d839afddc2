import { FREE_SCAN_RETENTION_MONTHS, type OrganisationRetention } from '@nfc/contract/retention';
import type { User } from '@nfc/contract/users';
import { eq, sql } from 'drizzle-orm';
import { diffFields, recordAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/client.ts';
import { organisations, plans } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';

type Deps = Pick<AppDeps, 'db'>;

/** How long the organisation keeps its leads (its choice) and its scans (its plan's; no plan: Free). */
export async function getRetention(
  { db }: Deps,
  { organisationId }: { organisationId: string },
): Promise<OrganisationRetention> {
  const [row] = await db
    .select({
      leadRetentionMonths: organisations.leadRetentionMonths,
      planId: organisations.planId,
      scanRetentionMonths: plans.scanRetentionMonths,
    })
    .from(organisations)
    .leftJoin(plans, eq(plans.id, organisations.planId))
    .where(eq(organisations.id, organisationId));
  return {
    leadRetentionMonths: row?.leadRetentionMonths ?? null,
    scanRetentionMonths: row?.planId ? (row.scanRetentionMonths ?? null) : FREE_SCAN_RETENTION_MONTHS,
  };
}

/**
 * Sets the lead retention of the actor's organisation (null: off); a change is audited. The retention is not part of
 * a session's user: the session cache is not concerned.
 */
export async function updateLeadRetention(
  { db }: Deps,
  { actor, leadRetentionMonths }: { actor: User; leadRetentionMonths: number | null },
): Promise<OrganisationRetention> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ leadRetentionMonths: organisations.leadRetentionMonths, name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, actor.organisationId))
      .for('update');
    const changes = diffFields({ leadRetentionMonths: before?.leadRetentionMonths ?? null }, { leadRetentionMonths });
    if (Object.keys(changes).length === 0) return;
    await tx.update(organisations).set({ leadRetentionMonths }).where(eq(organisations.id, actor.organisationId));
    await recordAudit(tx, {
      actor,
      action: 'organisation.retention',
      targetType: 'organisation',
      targetId: actor.organisationId,
      targetLabel: before?.name ?? null,
      changes,
    });
  });
  return getRetention({ db }, { organisationId: actor.organisationId });
}

const LEAD_BATCH = 500;

/**
 * Deletes the leads older than their organisation's lead retention, a batch per statement so no delete holds
 * many rows for long. Rows another copy is deleting are skipped (SKIP LOCKED), so copies running at once share the
 * work. Answers how many it deleted.
 */
export async function deleteExpiredLeads(db: Database, { now = new Date(), batchSize = LEAD_BATCH } = {}) {
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      with expired as (
        select leads.id from leads
        join organisations on organisations.id = leads.owner_id
        where organisations.lead_retention_months is not null
          and leads.created_at < ${now.toISOString()}::timestamptz
            - make_interval(months => organisations.lead_retention_months)
        limit ${batchSize}
        for update of leads skip locked
      )
      delete from leads where id in (select id from expired)
      returning id`);
    const count = (result as unknown as { rows: unknown[] }).rows.length;
    deleted += count;
    if (count < batchSize) return deleted;
  }
}
