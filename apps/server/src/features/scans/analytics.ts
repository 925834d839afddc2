import type { AnalyticsQuery, TagAnalytics } from '@nfc/contract/tags';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leads, scans } from '../../db/schema.ts';
import { resolveRange } from '../../http/date-range.ts';
import { countTagScans } from './rollups.ts';

/** count(*) of the rows where `condition` holds: several counts from one scan of the rows. */
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * A tag's analytics in a range, bots excluded: its own scans (the /t link; their sources, days and top
 * lists), from daily roll-ups for closed days and live counts for yesterday and today (rollups.ts), and its funnel:
 * card views and saves reached through it, and leads it brought. The funnel stays live: it reads the few rows
 * of (via_tag_id, occurred_at) in the range, bounded so only the range's monthly partitions are read.
 */
export async function getTagAnalytics(
  db: Database,
  { tagId, query, now = new Date() }: { tagId: string; query: AnalyticsQuery; now?: Date },
): Promise<TagAnalytics> {
  const { from, to, start, end } = resolveRange(query, now);
  const inRange = and(eq(scans.isBot, false), gte(scans.occurredAt, start), lt(scans.occurredAt, end));
  const [counts, [followUps], [leadCount]] = await Promise.all([
    countTagScans(db, { tagId, from, to, now }),
    db
      .select({ pageViews: countWhere(sql`${scans.kind} = 'page'`), saves: countWhere(sql`${scans.kind} = 'save'`) })
      .from(scans)
      .where(and(eq(scans.viaTagId, tagId), inArray(scans.kind, ['page', 'save']), inRange)),
    db
      .select({ leads: count() })
      .from(leads)
      .where(and(eq(leads.viaTagId, tagId), gte(leads.createdAt, start), lt(leads.createdAt, end))),
  ]);
  return {
    from,
    to,
    ...counts,
    funnel: {
      scans: counts.totalScans,
      pageViews: followUps?.pageViews ?? 0,
      saves: followUps?.saves ?? 0,
      leads: Number(leadCount?.leads ?? 0),
    },
  };
}
