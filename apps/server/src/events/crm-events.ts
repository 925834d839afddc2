import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { crmConnections, leadCrmSyncs } from '../db/schema.ts';

/**
 * Queues a lead's sync to each CRM the organisation has connected (issue 28): a new lead becomes a contact, a status
 * change updates it. `db` may be the transaction of the change, so the sync exists exactly when the change does; the
 * CRM worker (features/integrations) claims due rows and does the talking. Answers how many providers were queued.
 */
export async function enqueueCrmSync(
  db: Executor,
  {
    organisationId,
    leadId,
    statusChanged = false,
  }: { organisationId: string; leadId: string; statusChanged?: boolean },
): Promise<number> {
  const connections = await db
    .select({ provider: crmConnections.provider })
    .from(crmConnections)
    .where(eq(crmConnections.organisationId, organisationId));
  // Due from this moment on the worker's clock (milliseconds), which claims with `next_attempt_at <= now`: the
  // database's now() carries microseconds, and a claim in the same millisecond would not have found the sync due.
  const now = new Date();
  for (const { provider } of connections) {
    await db
      .insert(leadCrmSyncs)
      .values({ leadId, provider, organisationId, statusPending: statusChanged, nextAttemptAt: now })
      .onConflictDoUpdate({
        target: [leadCrmSyncs.leadId, leadCrmSyncs.provider],
        set: {
          state: 'pending',
          error: null,
          attempts: 0,
          nextAttemptAt: now,
          statusPending: statusChanged ? true : sql`${leadCrmSyncs.statusPending}`,
        },
      });
  }
  return connections.length;
}
