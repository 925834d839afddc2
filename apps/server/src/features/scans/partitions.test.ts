import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, givePlan, signUp, type TestContext } from '../../../test/helpers.ts';
import { scans } from '../../db/schema.ts';
import { dropExpiredScanPartitions, ensureScanPartitions } from './partitions.ts';

type Row = Record<string, unknown>;

describe('scans partitioned by month', () => {
  let ctx: TestContext;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const monthName = (date: Date) => `scans_${date.getUTCFullYear()}_${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('has this month and the next three as partitions once the app is up', async () => {
    const now = new Date();
    const expected = [0, 1, 2, 3].map((months) =>
      monthName(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1))),
    );
    const partitions = await rows(
      sql`select inhrelid::regclass::text as name from pg_inherits where inhparent = 'scans'::regclass`,
    );
    const names = partitions.map((row) => String(row.name));
    expect(names).toEqual(expect.arrayContaining([...expected, 'scans_default']));
    expect(await ensureScanPartitions(ctx.database.db, now)).toBe(0);
  });

  it('moves scans of a month without a partition into it when the month is made, and detaches it whole', async () => {
    const user = await signUp(ctx);
    await givePlan(ctx, user.user.id, 'Pro');
    const longAgo = new Date(Date.UTC(2019, 4, 17, 12));
    await ctx.database.db.insert(scans).values(
      ['a', 'b'].map((visitorHash) => ({
        organisationId: user.user.organisationId,
        kind: 'link' as const,
        occurredAt: longAgo,
        visitorHash,
      })),
    );
    const before = await rows(
      sql`select tableoid::regclass::text as part from scans where owner_id = ${user.user.organisationId}`,
    );
    expect(before.map((row) => row.part)).toEqual(['scans_default', 'scans_default']);

    const created = await ctx.database.db.execute(sql`select ensure_scan_partitions('2019-05-01', '2019-05-31') as n`);
    expect((created as unknown as { rows: Row[] }).rows[0]?.n).toBe(1);
    const after = await rows(
      sql`select tableoid::regclass::text as part from scans where owner_id = ${user.user.organisationId}`,
    );
    // Written without a tier (0: unlimited), they sit in the month's default tier partition.
    expect(after.map((row) => row.part)).toEqual(['scans_2019_05_keep', 'scans_2019_05_keep']);

    // Archiving a month: detach it (then dump or drop it); the live table no longer holds its rows.
    await ctx.database.db.execute(sql`alter table scans detach partition scans_2019_05`);
    expect(await rows(sql`select id from scans where owner_id = ${user.user.organisationId}`)).toHaveLength(0);
    expect(await rows(sql`select id from scans_2019_05 where owner_id = ${user.user.organisationId}`)).toHaveLength(2);
    await ctx.database.db.execute(sql`drop table scans_2019_05`);
  });

  it('prunes other months from a range query', async () => {
    const plan = await rows(
      sql`explain select count(*) from scans where occurred_at >= now() - interval '1 day' and occurred_at < now()`,
    );
    const text = plan.map((row) => String(Object.values(row)[0])).join('\n');
    expect(text).not.toContain('scans_default');
    expect(text).toMatch(/scans_\d{4}_\d{2}/);
  });

  it("drops a tier's month partition whole once it is older than the tier, and leaves the other tiers and months", async () => {
    const user = await signUp(ctx);
    const organisationId = user.user.organisationId;
    const now = new Date();
    // Thirteen months ago: past the Free tier (12), within Core (24) and Pro (36); unlimited (0) stays for good.
    const old = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 13, 15, 12));
    const recent = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 15, 12));
    const month = monthName(old);
    await ctx.database.db.execute(
      sql`select ensure_scan_partitions(${old.toISOString().slice(0, 10)}::date, ${recent.toISOString().slice(0, 10)}::date)`,
    );
    const tiers = [12, 24, 36, 0];
    await ctx.database.db.insert(scans).values(
      [old, recent].flatMap((occurredAt) =>
        tiers.map((retentionMonths) => ({
          organisationId,
          kind: 'link' as const,
          occurredAt,
          visitorHash: `t${retentionMonths}`,
          retentionMonths,
        })),
      ),
    );
    const exists = async (name: string) =>
      (await rows(sql`select to_regclass(${name}) is not null as found`))[0]?.found === true;
    expect(await exists(`${month}_r12`)).toBe(true);

    await dropExpiredScanPartitions(ctx.database.db, now);
    expect(await exists(`${month}_r12`)).toBe(false);
    expect(await exists(`${month}_r24`)).toBe(true);
    expect(await exists(`${month}_r36`)).toBe(true);
    expect(await exists(`${month}_keep`)).toBe(true);
    const left = await rows(
      sql`select occurred_at, retention_months as months from scans where owner_id = ${organisationId}`,
    );
    const kept = left.map(
      (row) => `${new Date(String(row.occurred_at)).getTime() === old.getTime() ? 'old' : 'recent'}:${row.months}`,
    );
    expect(kept.sort()).toEqual(['old:0', 'old:24', 'old:36', 'recent:0', 'recent:12', 'recent:24', 'recent:36']);
    // A second copy running the same clock finds nothing more to drop in that month.
    expect((await dropExpiredScanPartitions(ctx.database.db, now)).filter((name) => name.startsWith(month))).toEqual(
      [],
    );
  });
});
