import type { TagAnalytics } from '@nfc/contract/tags';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';

const DAY_MS = 86_400_000;
const TOP = 10;
const WEEK = 7;
/** First half of the two-key advisory lock per tag (the second is a hash of the tag id). */
const ROLLUP_LOCK_KEY = 7_400_214;
const TOP_DIMENSIONS = {
  platform: 'platforms',
  browser: 'browsers',
  language: 'languages',
  country: 'countries',
} as const;

type ScanCounts = Pick<
  TagAnalytics,
  | 'totalScans'
  | 'uniqueVisitors'
  | 'series'
  | 'sources'
  | 'platforms'
  | 'browsers'
  | 'languages'
  | 'countries'
  | 'rules'
  | 'refused'
  | 'verification'
>;
/**
 * One row per day with scans ('day', key = the date, with its visitors and sources), per top-list entry, per
 * matched rule ('rule', key = its position from 1), the refused scans ('refused') and the verification outcomes
 * ('verification', key = the outcome).
 */
type CountRow = {
  dimension: 'day' | 'rule' | 'refused' | 'verification' | keyof typeof TOP_DIMENSIONS;
  key: string;
  count: number;
  visitors: number | null;
  nfc: number | null;
  qr: number | null;
  other: number | null;
};

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const startOf = (day: string) => `${day}T00:00:00Z`;

/**
 * The last closed UTC day: the day before yesterday. The recorder writes a scan within seconds of it happening,
 * so yesterday stays open for the writes that straddle midnight; closed days never change again and are rolled up.
 */
export const lastClosedDay = (now: Date) => addDays(now.toISOString().slice(0, 10), -2);

/**
 * A tag's human link scans in [start, end), counted per UTC day in one grouped pass: 'total', 'visitors' (distinct
 * visitor hashes: exact per day, and summable, because the hash changes daily), a row per key of each top-list
 * dimension, with the keys normalised as the analytics always showed them, and 'rule' per matched rule (key: its
 * position from 1; visits to the tag's own target get no row, they are the total less these, so days rolled up
 * before rules existed stay right). Refused scans (expired or capped, no visits) get a 'refused' row of their own;
 * link and refused scans of a tag that checks SUN messages a 'verification' row per outcome (decision 037).
 * `days` keeps only those days. The trigger that keeps the open days' live counts (migration 0014) counts the same
 * way: change both together (live-counts.test.ts holds them equal).
 */
export function countScansPerDay(tagId: string, start: string, end: string, days?: string[]): SQL {
  const onlyDays = days
    ? sql`and (occurred_at at time zone 'UTC')::date = any(${`{${days.join(',')}}`}::date[])`
    : sql``;
  return sql`
    with scanned as (
      select (occurred_at at time zone 'UTC')::date as day, kind, source, visitor_hash, platform, browser, language,
        country, matched_rule, verification
      from scans
      where tag_id = ${tagId} and kind in ('link', 'refused') and not is_bot
        and occurred_at >= ${start}::timestamptz and occurred_at < ${end}::timestamptz ${onlyDays}
    ),
    hits as (
      select day, source, visitor_hash,
        coalesce(nullif(platform, ''), 'unknown') as platform,
        coalesce(nullif(browser, ''), 'unknown') as browser,
        coalesce(nullif(lower(split_part(coalesce(language, ''), '-', 1)), ''), 'unknown') as language,
        coalesce(nullif(country, ''), 'unknown') as country,
        (matched_rule + 1)::text as rule
      from scanned where kind = 'link'
    ),
    grouped as (
      select day, count(*)::int as count,
        case
          when grouping(source) = 0 then 'source' when grouping(platform) = 0 then 'platform'
          when grouping(browser) = 0 then 'browser' when grouping(language) = 0 then 'language'
          when grouping(country) = 0 then 'country' when grouping(rule) = 0 then 'rule'
          when grouping(visitor_hash) = 0 then 'visitor'
          else 'total'
        end as dimension,
        coalesce(source, platform, browser, language, country, rule, visitor_hash, '') as key
      from hits
      group by grouping sets ((day), (day, source), (day, platform), (day, browser), (day, language),
        (day, country), (day, rule), (day, visitor_hash))
    )
    select day, dimension, key, count from grouped where dimension <> 'visitor' and not (dimension = 'rule' and key = '')
    union all
    select day, 'visitors', '', count(*)::int from grouped where dimension = 'visitor' group by day
    union all
    select day, 'refused', '', count(*)::int from scanned where kind = 'refused' group by day
    union all
    select day, 'verification', verification, count(*)::int from scanned where verification is not null
    group by day, verification`;
}

/** A foreign-key violation from either driver: the tag was deleted while its analytics were being asked for. */
function isMissingTag(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Rolls up the given closed days of a tag; a day nobody scanned gets a 'total' row of 0, marking it done. */
async function insertRollups(db: Database, tagId: string, days: string[]) {
  const counts = countScansPerDay(tagId, startOf(days[0]!), startOf(addDays(days.at(-1)!, 1)), days);
  try {
    await db.transaction(async (tx) => {
      // Copies rolling up the same tag take turns, so their inserts of the same keys can never deadlock.
      await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_KEY}, hashtext(${tagId}))`);
      await tx.execute(sql`
        with counted as (${counts})
        insert into scan_daily (tag_id, day, dimension, key, count)
        select ${tagId}::uuid, day, dimension, key, count from counted
        union all
        select ${tagId}::uuid, empty.day, 'total', '', 0 from unnest(${`{${days.join(',')}}`}::date[]) as empty(day)
        where not exists (select 1 from counted where counted.day = empty.day and counted.dimension = 'total')
        on conflict do nothing`);
    });
  } catch (error) {
    if (isMissingTag(error)) throw notFound('noun.tag');
    throw error;
  }
}

/**
 * Rolls up the closed days from `from` through `through` that are not rolled up yet, a week per statement: each
 * pass then sorts and hashes in memory and is short, so the embedded database serves other requests in between
 * (a year of a million-scan tag: about 50 statements of 50 ms, 2.4 s in all, instead of one of 5 s). Several
 * copies may roll up the same days at once: they take turns per week, the rows are the same and ON CONFLICT keeps
 * the first. Known limitation: a scan written for a day after that day was rolled up (a bulk import, a clock far
 * off) is not counted; deleting the day's scan_daily rows makes the next request roll it up again.
 */
export async function rollUpClosedDays(
  db: Database,
  { tagId, from, through }: { tagId: string; from: string; through: string },
): Promise<number> {
  if (from > through) return 0;
  const result = await db.execute(sql`
    select day::text as day from scan_daily
    where tag_id = ${tagId} and day between ${from}::date and ${through}::date and dimension = 'total' and key = ''`);
  const done = new Set((result as unknown as { rows: Array<{ day: string }> }).rows.map((row) => row.day));
  const weeks: string[][] = [];
  for (let day = from; day <= through; day = addDays(day, 1)) {
    if (done.has(day)) continue;
    const week = weeks.at(-1);
    if (week && day < addDays(week[0]!, WEEK)) week.push(day);
    else weeks.push([day]);
  }
  for (const days of weeks) await insertRollups(db, tagId, days);
  return weeks.flat().length;
}

/**
 * Rolls up the last closed day of every tag scanned that day, in the background (the app's upkeep timer), so the
 * first analytics request after a busy day does not pay for it. Idempotent: days already rolled up are skipped.
 */
export async function rollUpLastClosedDay(db: Database, now = new Date()): Promise<number> {
  const day = lastClosedDay(now);
  const result = await db.execute(sql`
    select distinct tag_id::text as tag_id from scans
    where kind in ('link', 'refused') and tag_id is not null
      and occurred_at >= ${startOf(day)}::timestamptz and occurred_at < ${startOf(addDays(day, 1))}::timestamptz`);
  const tagIds = (result as unknown as { rows: Array<{ tag_id: string }> }).rows.map((row) => row.tag_id);
  let rolled = 0;
  for (const tagId of tagIds) rolled += await rollUpClosedDays(db, { tagId, from: day, through: day });
  return rolled;
}

/**
 * A tag's scan counts for the UTC days `from` through `to`: closed days from the roll-ups (made first where
 * missing), yesterday and today from the live counts the scans' trigger keeps (decision 033), merged in one query so
 * the top lists rank and break ties (by key, in the database's collation) exactly as a count over the raw rows would.
 * Neither part reads the open days' scans, so a busy tag answers as fast as a quiet one.
 */
export async function countTagScans(
  db: Database,
  { tagId, from, to, now = new Date() }: { tagId: string; from: string; to: string; now?: Date },
): Promise<ScanCounts> {
  const closedThrough = [to, lastClosedDay(now)].sort()[0]!;
  await rollUpClosedDays(db, { tagId, from, through: closedThrough });
  const openFrom = [from, addDays(closedThrough, 1)].sort().at(-1)!;
  const result = await db.execute(sql`
    with counted as (
      select day, dimension, key, count from scan_daily
      where tag_id = ${tagId} and day between ${from}::date and ${closedThrough}::date
      union all
      select day, dimension, key, count from scan_live_daily
      where tag_id = ${tagId} and day between ${openFrom}::date and ${to}::date
    )
    select 'day' as dimension, day::text as key, sum(count) filter (where dimension = 'total')::int as count,
      sum(count) filter (where dimension = 'visitors')::int as visitors,
      sum(count) filter (where dimension = 'source' and key = 'nfc')::int as nfc,
      sum(count) filter (where dimension = 'source' and key = 'qr')::int as qr,
      sum(count) filter (where dimension = 'source' and key = 'other')::int as other
    from counted where dimension in ('total', 'visitors', 'source')
    group by day
    union all
    select dimension, key, count, null, null, null, null from (
      select dimension, key, sum(count)::int as count,
        row_number() over (partition by dimension order by sum(count) desc, key) as rank
      from counted where dimension in ('platform', 'browser', 'language', 'country')
      group by dimension, key
    ) as ranked
    where rank <= ${TOP}
    union all
    select 'rule', key, sum(count)::int, null, null, null, null from counted where dimension = 'rule' group by key
    union all
    select 'refused', '', coalesce(sum(count), 0)::int, null, null, null, null from counted where dimension = 'refused'
    union all
    select 'verification', key, sum(count)::int, null, null, null, null from counted where dimension = 'verification'
    group by key
    order by dimension, count desc, key`);
  return assemble((result as unknown as { rows: CountRow[] }).rows, from, to);
}

/**
 * The analytics shape from the merged rows: a zero-filled series, the sums, the ranked top lists, the visits per
 * matched rule in rule order with the tag's own target ('default') last, and the refused scans.
 */
function assemble(rows: CountRow[], from: string, to: string): ScanCounts {
  const byDay = new Map(rows.filter((row) => row.dimension === 'day').map((row) => [row.key, row]));
  const counts: ScanCounts = {
    totalScans: 0,
    uniqueVisitors: 0,
    series: [],
    sources: { nfc: 0, qr: 0, other: 0 },
    platforms: [],
    browsers: [],
    languages: [],
    countries: [],
    rules: [],
    refused: 0,
    verification: { verified: 0, replayed: 0, invalid: 0, plain: 0 },
  };
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const row = byDay.get(date);
    const point = { date, scans: row?.count ?? 0, nfc: row?.nfc ?? 0, qr: row?.qr ?? 0, other: row?.other ?? 0 };
    counts.series.push(point);
    counts.totalScans += point.scans;
    counts.uniqueVisitors += row?.visitors ?? 0;
    counts.sources.nfc += point.nfc;
    counts.sources.qr += point.qr;
    counts.sources.other += point.other;
  }
  let ruled = 0;
  for (const { dimension, key, count } of rows) {
    if (dimension === 'day') continue;
    if (dimension === 'refused') counts.refused = count;
    else if (dimension === 'verification') {
      if (key in counts.verification) counts.verification[key as keyof ScanCounts['verification']] = count;
    } else if (dimension === 'rule') {
      counts.rules.push({ key, count });
      ruled += count;
    } else counts[TOP_DIMENSIONS[dimension]].push({ key, count });
  }
  counts.rules.sort((a, b) => Number(a.key) - Number(b.key));
  if (counts.totalScans > ruled) counts.rules.push({ key: 'default', count: counts.totalScans - ruled });
  return counts;
}
