import type { UserActivity } from '@nfc/contract/activity';
import { and, count, desc, eq, gte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, scans, tags, vcfConfigs } from '../../db/schema.ts';

const RECENT = 8;

/** The hub's figures and latest events, for one user only. */
export async function getUserActivity({ db, userId }: { db: Database; userId: string }): Promise<UserActivity> {
  const since = new Date(Date.now() - 30 * 86_400_000);
  // Refused scans (an ended tag's 410) are no visits.
  const humanScans = and(eq(scans.ownerId, userId), eq(scans.isBot, false), ne(scans.kind, 'refused'));
  const [tagCount, vcardCount, orderCount, scanCount, latestTags, latestCards, latestOrders, latestScans] =
    await Promise.all([
      db.select({ n: count() }).from(tags).where(eq(tags.userId, userId)),
      db.select({ n: count() }).from(vcfConfigs).where(eq(vcfConfigs.userId, userId)),
      db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
      db
        .select({ n: count() })
        .from(scans)
        .where(and(humanScans, gte(scans.occurredAt, since))),
      db
        .select({ label: tags.name, at: tags.createdAt })
        .from(tags)
        .where(eq(tags.userId, userId))
        .orderBy(desc(tags.createdAt))
        .limit(RECENT),
      db
        .select({ label: vcfConfigs.configName, at: vcfConfigs.createdAt })
        .from(vcfConfigs)
        .where(eq(vcfConfigs.userId, userId))
        .orderBy(desc(vcfConfigs.createdAt))
        .limit(RECENT),
      db
        .select({ label: orders.orderNumber, at: orders.createdAt })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(RECENT),
      db
        .select({ tagName: tags.name, cardName: vcfConfigs.configName, at: scans.occurredAt })
        .from(scans)
        .leftJoin(tags, eq(tags.id, scans.tagId))
        .leftJoin(vcfConfigs, eq(vcfConfigs.id, scans.vcfConfigId))
        .where(humanScans)
        .orderBy(desc(scans.occurredAt))
        .limit(RECENT),
    ]);
  const recent = [
    ...latestTags.map((row) => ({ kind: 'tag_created' as const, label: row.label, at: row.at })),
    ...latestCards.map((row) => ({ kind: 'vcard_created' as const, label: row.label, at: row.at })),
    ...latestOrders.map((row) => ({ kind: 'order_placed' as const, label: row.label, at: row.at })),
    ...latestScans.map((row) => ({ kind: 'scan' as const, label: row.tagName ?? row.cardName ?? '', at: row.at })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, RECENT)
    .map((item) => ({ ...item, at: item.at.toISOString() }));
  return {
    counts: {
      tags: Number(tagCount[0]?.n ?? 0),
      vcards: Number(vcardCount[0]?.n ?? 0),
      orders: Number(orderCount[0]?.n ?? 0),
      scans30d: Number(scanCount[0]?.n ?? 0),
    },
    recent,
  };
}
