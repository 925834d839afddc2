import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lastClosedDay } from './rollups.ts';

const PURGE_BATCH = 5_000;

/** Deletes up to `limit` rows of `table` from days before `before`; answers how many it deleted. */
async function deleteBatch(
  db: Database,
  table: 'scan_live_visitors' | 'scan_live_daily',
  before: string,
  limit: number,
) {
  const result = await db.execute(sql`
    with gone as (
      delete from ${sql.identifier(table)} where ctid = any(array(
        select ctid from ${sql.identifier(table)} where day < ${before}::date limit ${limit}))
      returning 1)
    select count(*)::int as count from gone`);
  return (result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count ?? 0;
}

/**
 * Deletes the live counts and visitor hashes of days before the last closed day (the scan upkeep, decision 033):
 * analytics read them only for yesterday and today, and the closed days are rolled up from the scans themselves.
 * The last closed day is kept as a margin for copies whose clocks differ a little. Bounded batches keep each
 * statement short, so the embedded database serves requests in between. Visitor hashes go first, so a failure
 * halfway never leaves hashes of a day whose counts are gone. Answers how many rows it deleted.
 */
export async function purgeLiveScanCounts(
  db: Database,
  { now = new Date(), batchSize = PURGE_BATCH }: { now?: Date; batchSize?: number } = {},
): Promise<number> {
  const before = lastClosedDay(now);
  let deleted = 0;
  for (const table of ['scan_live_visitors', 'scan_live_daily'] as const) {
    for (;;) {
      const count = await deleteBatch(db, table, before, batchSize);
      deleted += count;
      if (count < batchSize) break;
    }
  }
  return deleted;
}
