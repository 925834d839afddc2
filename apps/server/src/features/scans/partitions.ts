import { FREE_SCAN_RETENTION_MONTHS } from '@nfc/contract/retention';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

const MONTH_MS = 31 * 86_400_000;
/** The lock ensure_scan_partitions (drizzle/0012) takes, so making and dropping partitions never overlap. */
const PARTITION_LOCK = 7400214;

/** The retention tiers that get a partition of their own in each month: every plan's figure and the Free one. */
const tiersInUse = sql`array(select distinct scan_retention_months::smallint from plans
  where scan_retention_months is not null union select ${FREE_SCAN_RETENTION_MONTHS}::smallint)`;

/**
 * Makes sure the scans table has a partition for last month, this month and the next three, each split by
 * retention tier (drizzle/0012 defines ensure_scan_partitions). Rows that landed in a default partition
 * meanwhile move into their month and tier. Safe to run from several copies at once.
 */
export async function ensureScanPartitions(db: Database, now = new Date()): Promise<number> {
  const first = new Date(now.getTime() - MONTH_MS).toISOString().slice(0, 10);
  const last = new Date(now.getTime() + 3 * MONTH_MS).toISOString().slice(0, 10);
  const result = await db.execute(
    sql`select ensure_scan_partitions(${first}::date, ${last}::date, ${tiersInUse}) as created`,
  );
  const { rows } = result as unknown as { rows: Array<{ created: number }> };
  return Number(rows[0]?.created ?? 0);
}

/** The first instant after which every scan of a tier's month partition is older than the tier. */
function expiresAt(year: number, month: number, tierMonths: number): number {
  // The partition holds [month start, next month start); it expires tierMonths after its end.
  return Date.UTC(year, month - 1 + 1 + tierMonths, 1);
}

/**
 * Drops each tier's month partition (scans_YYYY_MM_rN) whose every scan is older than N months: a whole table at
 * a time, never a row by row delete. Months of unlimited scans (_keep) stay. Safe from several copies.
 */
export async function dropExpiredScanPartitions(db: Database, now = new Date()): Promise<string[]> {
  const result = await db.execute(sql`
    select leaf.relname as name from pg_inherits months
    join pg_inherits tiers on tiers.inhparent = months.inhrelid
    join pg_class leaf on leaf.oid = tiers.inhrelid
    where months.inhparent = 'scans'::regclass`);
  const expired = (result as unknown as { rows: Array<{ name: string }> }).rows
    .map((row) => row.name)
    .filter((name) => {
      const match = /^scans_(\d{4})_(\d{2})_r(\d+)$/.exec(name);
      return match !== null && expiresAt(Number(match[1]), Number(match[2]), Number(match[3])) <= now.getTime();
    })
    .sort();
  if (expired.length === 0) return [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    // The names come from the catalogue and match the pattern above; another copy may have dropped them already.
    for (const name of expired) await tx.execute(sql.raw(`drop table if exists "${name}"`));
  });
  return expired;
}
