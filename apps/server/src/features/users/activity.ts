import type { UserActivity } from '@nfc/contract/activity';
import { managesTeam } from '@nfc/contract/team-roles';
import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { type Actor, memberScope } from '../../accounts/actor.ts';
import type { Database } from '../../db/client.ts';
import { orders, scans, tags, vcfConfigs } from '../../db/schema.ts';

const RECENT = 8;

/**
 * The hub's figures and latest events: the organisation's for its owner and admins; for a member their own cards
 * and the visits of those cards (tags and orders are not theirs to see).
 */
export async function getUserActivity({ db, actor }: { db: Database; actor: Actor }): Promise<UserActivity> {
  const since = new Date(Date.now() - 30 * 86_400_000);
  const organisationId = actor.organisationId;
  const isManager = managesTeam(actor.teamRole);
  // Nothing matches for a member: tags and orders are the managers'.
  const managed = isManager ? undefined : sql`false`;
  const ownCardScans = isManager
    ? undefined
    : sql`${scans.vcfConfigId} in (select vcf_configs.id from vcf_configs where vcf_configs.user_id = ${actor.id})`;
  // Refused scans (an ended tag's 410) are no visits.
  const humanScans = and(
    eq(scans.organisationId, organisationId),
    ownCardScans,
    eq(scans.isBot, false),
    ne(scans.kind, 'refused'),
  );
  const [tagCount, vcardCount, orderCount, scanCount, latestTags, latestCards, latestOrders, latestScans] =
    await Promise.all([
      db
        .select({ n: count() })
        .from(tags)
        .where(and(eq(tags.organisationId, organisationId), managed)),
      db.select({ n: count() }).from(vcfConfigs).where(memberScope(actor, vcfConfigs)),
      db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.organisationId, organisationId), managed)),
      db
        .select({ n: count() })
        .from(scans)
        .where(and(humanScans, gte(scans.occurredAt, since))),
      db
        .select({ label: tags.name, at: tags.createdAt })
        .from(tags)
        .where(and(eq(tags.organisationId, organisationId), managed))
        .orderBy(desc(tags.createdAt))
        .limit(RECENT),
      db
        .select({ label: vcfConfigs.configName, at: vcfConfigs.createdAt })
        .from(vcfConfigs)
        .where(memberScope(actor, vcfConfigs))
        .orderBy(desc(vcfConfigs.createdAt))
        .limit(RECENT),
      db
        .select({ label: orders.orderNumber, at: orders.createdAt })
        .from(orders)
        .where(and(eq(orders.organisationId, organisationId), managed))
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
