import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

const MONTH_MS = 31 * 86_400_000;

/**
 * Makes sure the scans table has a partition for last month, this month and the next three
 * (drizzle/0003 defines ensure_scan_partitions). Rows that landed in the default partition meanwhile
 * move into their month. Safe to run from several copies at once.
 */
export async function ensureScanPartitions(db: Database, now = new Date()): Promise<number> {
  const first = new Date(now.getTime() - MONTH_MS).toISOString().slice(0, 10);
  const last = new Date(now.getTime() + 3 * MONTH_MS).toISOString().slice(0, 10);
  const result = await db.execute(sql`select ensure_scan_partitions(${first}::date, ${last}::date) as created`);
  const { rows } = result as unknown as { rows: Array<{ created: number }> };
  return Number(rows[0]?.created ?? 0);
}
