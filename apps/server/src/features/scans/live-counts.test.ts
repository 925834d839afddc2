import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, givePlan, signUp, type TestContext } from '../../../test/helpers.ts';
import { migrationsDir } from '../../../test/paths.ts';
import { day, randomFrom, randomScan, today } from '../../../test/scan-samples.ts';
import type { Database } from '../../db/client.ts';
import { scanLiveDaily, scanLiveVisitors, scans } from '../../db/schema.ts';
import { getTagAnalytics } from './analytics.ts';
import { purgeLiveScanCounts } from './live-counts.ts';
import { countScansPerDay } from './rollups.ts';

const now = new Date();

const languages = ['en-US', 'en', 'EN-gb', 'de-DE', 'de', 'fr-FR', 'pt-BR', '-', '', null] as const;
const browsers = ['Chrome', 'Mobile Safari', 'Firefox', 'Edge', 'Samsung Internet', '', null] as const;

type CountRow = { day: string; dimension: string; key: string; count: number };
const rowsOf = (result: unknown) => (result as { rows: CountRow[] }).rows;

describe('live scan counts of the open days', () => {
  let ctx: TestContext;
  let db: Database;
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
  });
  afterAll(() => ctx.close());

  const createTag = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(owner.token),
      payload: { name: 'Counter', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/' } },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: string }).id;
  };

  /** What the trigger keeps for a tag's days `from` through `to`. */
  const liveRows = async (tagId: string, from: string, to: string) =>
    rowsOf(
      await db.execute(sql`
        select day::text as day, dimension, key, count from scan_live_daily
        where tag_id = ${tagId} and day between ${from}::date and ${to}::date
        order by day, dimension, key`),
    );
  /** The same days counted from the raw scans, as a roll-up counts them: the reference. */
  const rawRows = async (tagId: string, from: string, to: string) => {
    const counts = countScansPerDay(tagId, `${from}T00:00:00Z`, `${day(1)}T00:00:00Z`);
    return rowsOf(
      await db.execute(sql`
        with counted as (${counts})
        select day::text as day, dimension, key, count from counted
        where day <= ${to}::date
        order by day, dimension, key`),
    );
  };

  /**
   * Random scans of two tags over the last four days, in batches of random size: links with and without a matched
   * rule, refused scans, bots, card views and saves through the tag, a visitor seen again in a later batch, and
   * batches inserted twice (a replay: the second insert adds no rows, so it must add no counts).
   */
  async function writeRandomScans(tagId: string, otherTagId: string, seed: number) {
    const random = randomFrom(seed);
    const rows: (typeof scans.$inferInsert)[] = [];
    for (let offset = -3; offset <= 0; offset++) {
      const date = day(offset);
      const perDay = 20 + Math.floor(random.next() * 150);
      for (let index = 0; index < perDay; index++) {
        rows.push(
          randomScan(random, {
            organisationId: owner.user.organisationId,
            tagId,
            otherTagId,
            date,
            visitors: 25,
            languages,
            browsers,
          }),
        );
      }
    }
    const batches: (typeof rows)[] = [];
    for (let start = 0; start < rows.length; ) {
      const size = 1 + Math.floor(random.next() * 120);
      batches.push(rows.slice(start, start + size));
      start += size;
    }
    for (const [index, batch] of batches.entries()) {
      await db.insert(scans).values(batch).onConflictDoNothing();
      if (index > 0 && random.next() < 0.3) {
        await db
          .insert(scans)
          .values(batches[index - 1]!)
          .onConflictDoNothing();
      }
    }
  }

  it('counts exactly what the raw count of the same days counts, key by key, replays once', async () => {
    for (const seed of [11, 12, 13, 14]) {
      const tagId = await createTag();
      const otherTagId = await createTag();
      await writeRandomScans(tagId, otherTagId, seed);
      for (const id of [tagId, otherTagId]) {
        expect(await liveRows(id, day(-3), today), `seed ${seed}`).toEqual(await rawRows(id, day(-3), today));
      }
      // The data set holds what the rules are about: every day counted, rules, refused scans, unknown keys.
      const live = await liveRows(tagId, day(-3), today);
      expect(live.filter((row) => row.dimension === 'visitors')).toHaveLength(4);
      expect(live.some((row) => row.dimension === 'rule' && row.key === '10')).toBe(true);
      expect(live.some((row) => row.dimension === 'refused')).toBe(true);
      expect(live.some((row) => row.dimension === 'language' && row.key === 'unknown')).toBe(true);
    }
  });

  it('answers analytics of a busy day from the live counts, without reading its scans', async () => {
    const busy = await createTag();
    const quiet = await createTag();
    const insertScans = (tagId: string, count: number) =>
      db.execute(sql`
        insert into scans (owner_id, tag_id, kind, source, occurred_at, language, platform, browser, country, is_bot,
          visitor_hash, matched_rule)
        select ${owner.user.organisationId}::uuid, ${tagId}::uuid, case when i % 97 = 0 then 'refused' else 'link' end,
          (array['nfc','qr','other'])[1 + i % 3], ${`${today}T00:00:00Z`}::timestamptz + make_interval(secs => i % 600),
          (array['en-US','de-DE','DE','fr'])[1 + i % 4], 'os-' || (i % 13), 'browser-' || (i % 7),
          (array['DE','AT','CH','US', null])[1 + i % 5], i % 50 = 0, md5((i / 3)::text),
          case when i % 5 = 0 then i % 3 end
        from generate_series(1, ${count}::int) as i`);
    await insertScans(busy, 50_000);
    await insertScans(quiet, 10);
    const query = { from: day(-6), to: today };
    const answers = [];
    for (const tagId of [busy, quiet]) {
      expect(await liveRows(tagId, today, today)).toEqual(await rawRows(tagId, today, today));
      answers.push(await getTagAnalytics(db, { tagId, query, now }));
    }
    expect(answers[0]).toMatchObject({ totalScans: 48_495, refused: 505 });
    expect(answers[0]!.platforms).toHaveLength(10);
    expect(answers[1]).toMatchObject({ totalScans: 10, refused: 0 });
    // With the raw scans gone the answer is the same: today's figures come from the live counts alone.
    await db.delete(scans).where(eq(scans.tagId, busy));
    expect(await getTagAnalytics(db, { tagId: busy, query, now })).toEqual(answers[0]);
  });

  it('deletes the live counts and visitor hashes of days before the last closed day only, in batches', async () => {
    const tagId = await createTag();
    for (let offset = -5; offset <= 0; offset++) {
      await db.insert(scans).values(
        [1, 2, 3].map((visitor) => ({
          organisationId: owner.user.organisationId,
          tagId,
          kind: 'link' as const,
          occurredAt: new Date(`${day(offset)}T12:00:00Z`),
          platform: `platform-${visitor}`,
          visitorHash: `${day(offset)}:${visitor}`,
        })),
      );
    }
    const days = async (table: typeof scanLiveDaily | typeof scanLiveVisitors) =>
      [
        ...new Set(
          (await db.select({ day: table.day }).from(table).where(eq(table.tagId, tagId))).map((row) => row.day),
        ),
      ].sort();
    expect(await days(scanLiveDaily)).toEqual([day(-5), day(-4), day(-3), day(-2), day(-1), today]);
    const kept = await liveRows(tagId, day(-2), today);

    // Each day holds 3 visitor hashes and 9 count rows (total, visitors, source, 3 platforms, browser, language and
    // country); the old days of other tags go too, so only a lower bound is certain here.
    const deleted = await purgeLiveScanCounts(db, { now, batchSize: 4 });
    expect(deleted).toBeGreaterThanOrEqual(3 * (3 + 9));
    expect(await days(scanLiveDaily)).toEqual([day(-2), day(-1), today]);
    expect(await days(scanLiveVisitors)).toEqual([day(-2), day(-1), today]);
    expect(await liveRows(tagId, day(-2), today)).toEqual(kept);
    expect(await purgeLiveScanCounts(db, { now, batchSize: 4 })).toBe(0);
    const [stored] = await db.select({ count: sql<number>`count(*)::int` }).from(scans).where(eq(scans.tagId, tagId));
    expect(stored!.count).toBe(18);

    // Deleting the tag takes its live counts and visitor hashes with it.
    const deletedTag = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tags/${tagId}`,
      headers: auth(owner.token),
    });
    expect(deletedTag.statusCode).toBe(204);
    expect(await days(scanLiveDaily)).toEqual([]);
    expect(await days(scanLiveVisitors)).toEqual([]);
  });

  it("backfills the open days from the stored scans when migrating (drizzle/0014's last statements)", async () => {
    const tagId = await createTag();
    await writeRandomScans(tagId, await createTag(), 21);
    const expected = await liveRows(tagId, day(-2), today);
    expect(expected).toEqual(await rawRows(tagId, day(-2), today));
    // As before the upgrade: scans, but no live counts yet.
    await db.delete(scanLiveDaily).where(eq(scanLiveDaily.tagId, tagId));
    await db.delete(scanLiveVisitors).where(eq(scanLiveVisitors.tagId, tagId));
    const migration = await readFile(path.join(migrationsDir, '0014_live_scan_counts.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').slice(-2);
    expect(backfill[0]).toContain('INSERT INTO scan_live_visitors');
    for (const statement of backfill) await db.execute(sql.raw(statement));
    // Scans had no verification outcome before 0016, so 0014's backfill counts none.
    expect(await liveRows(tagId, day(-3), today)).toEqual(expected.filter((row) => row.dimension !== 'verification'));
    const visitors = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(scanLiveVisitors)
      .where(and(eq(scanLiveVisitors.tagId, tagId), eq(scanLiveVisitors.day, today)));
    expect(visitors[0]!.count).toBe(expected.find((row) => row.day === today && row.dimension === 'visitors')!.count);
  });
});
