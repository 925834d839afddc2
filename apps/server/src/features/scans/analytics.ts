import type { AnalyticsQuery, TagAnalytics } from '@nfc/contract/tags';
import { type AnyColumn, and, count, countDistinct, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scans } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;
const TOP = 10;

/** The UTC day range of a query: both ends inclusive, 30 days up to today by default. */
export function resolveRange(
  query: AnalyticsQuery,
  now = new Date(),
): { from: string; to: string; start: Date; end: Date } {
  const today = now.toISOString().slice(0, 10);
  const to = query.to ?? today;
  const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const isRealDay = (day: string) =>
    !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
  if (!isRealDay(from) || !isRealDay(to)) {
    throw new AppError('VALIDATION', 'Invalid date.', { fields: { from: 'Invalid date.' } });
  }
  if (start >= end)
    throw new AppError('VALIDATION', 'The start date must not be after the end date.', {
      fields: { from: 'The start date must not be after the end date.' },
    });
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw new AppError('VALIDATION', `The range may span at most ${MAX_RANGE_DAYS} days.`, {
      fields: { from: `The range may span at most ${MAX_RANGE_DAYS} days.` },
    });
  }
  return { from, to, start, end };
}

/** Scans of one tag or card in a range, bots excluded. */
export async function getScanAnalytics(
  db: Database,
  { subject, query }: { subject: SQL; query: AnalyticsQuery },
): Promise<TagAnalytics> {
  const { from, to, start, end } = resolveRange(query);
  const where = and(subject, eq(scans.isBot, false), gte(scans.occurredAt, start), lt(scans.occurredAt, end));
  const day = sql<string>`to_char(${scans.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const language = sql<string>`lower(split_part(coalesce(${scans.language}, ''), '-', 1))`;
  const top = async (column: SQL | AnyColumn) => {
    const key = sql<string>`coalesce(nullif(${column}, ''), 'unknown')`;
    const rows = await db
      .select({ key, count: count() })
      .from(scans)
      .where(where)
      .groupBy(key)
      .orderBy(desc(count()), key)
      .limit(TOP);
    return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
  };

  const [[totals], perDay, platforms, browsers, languages, countries] = await Promise.all([
    db
      .select({ scans: count(), visitors: countDistinct(scans.visitorHash) })
      .from(scans)
      .where(where),
    db.select({ day, scans: count() }).from(scans).where(where).groupBy(day),
    top(scans.platform),
    top(scans.browser),
    top(language),
    top(scans.country),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, Number(row.scans)]));
  const series: TagAnalytics['series'] = [];
  for (let time = start.getTime(); time < end.getTime(); time += DAY_MS) {
    const date = new Date(time).toISOString().slice(0, 10);
    series.push({ date, scans: byDay.get(date) ?? 0 });
  }
  return {
    from,
    to,
    totalScans: Number(totals?.scans ?? 0),
    uniqueVisitors: Number(totals?.visitors ?? 0),
    series,
    platforms,
    browsers,
    languages,
    countries,
  };
}
