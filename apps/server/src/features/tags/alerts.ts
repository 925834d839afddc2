import { TAG_ALERT_DAYS, type TagAlert } from '@nfc/contract/tag-alerts';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { orders, tags } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';

const DAY_MS = 86_400_000;

// Written out in full inside the sub-select (see scanCountOf). Scans is partitioned by month; EXISTS
// stops at the first match in any partition, through the (tag_id, occurred_at) index.
const hasHumanLinkScan = sql`exists (select 1 from scans where scans.tag_id = tags.id and scans.kind = 'link' and scans.is_bot = false)`;

/**
 * The caller's active tags whose order was delivered at least TAG_ALERT_DAYS ago and that nobody has
 * scanned since: usually a chip that was never handed out or never written.
 */
export async function findTagAlerts(
  deps: Pick<AppDeps, 'db'>,
  { organisationId, now = new Date() }: { organisationId: string; now?: Date },
): Promise<TagAlert[]> {
  const deliveredBefore = new Date(now.getTime() - TAG_ALERT_DAYS * DAY_MS);
  const rows = await deps.db
    .select({
      id: tags.id,
      userFacingId: tags.userFacingId,
      name: tags.name,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      deliveredAt: orders.completedAt,
    })
    .from(tags)
    .innerJoin(orders, and(eq(orders.id, tags.orderId), eq(orders.organisationId, organisationId)))
    .where(
      and(
        eq(tags.organisationId, organisationId),
        eq(tags.status, 'active'),
        eq(orders.status, 'completed'),
        lte(orders.completedAt, deliveredBefore),
        sql`not ${hasHumanLinkScan}`,
      ),
    )
    .orderBy(asc(orders.completedAt), asc(tags.name));
  return rows.map((row) => ({ ...row, deliveredAt: (row.deliveredAt as Date).toISOString() }));
}
