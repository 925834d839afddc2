import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auth, createTestApp, givePlan, signUp, type TestContext } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { scans, webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import { openCountryLookup } from './country-lookup.ts';
import { openJournalAppender } from './journal.ts';
import type { JournaledScan } from './scan-event.ts';
import { createScanWriter, HOLD, isStillSaturated, restFactorOf } from './scan-writer.ts';

const quiet = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });
const countries = openCountryLookup();
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('the scan writer’s pace', () => {
  it('writes at full speed while scans come slowly, a quarter duty in a rush, and holds while the link is saturated', () => {
    expect(restFactorOf(150, 1)).toBe(0);
    expect(restFactorOf(5_000, 0.4)).toBe(3);
    expect(restFactorOf(5_000, 0.89)).toBe(3);
    expect(restFactorOf(50_000, 0.9)).toBe(HOLD);
    expect(restFactorOf(50_000, 1)).toBe(HOLD);
    // A hold lasts through the utilisation's swings below 0.9, until the link is clearly less busy or scans slow down.
    expect(isStillSaturated(50_000, 0.75)).toBe(true);
    expect(isStillSaturated(50_000, 0.69)).toBe(false);
    expect(isStillSaturated(150, 1)).toBe(false);
  });
});

describe('scan writer', () => {
  let ctx: TestContext;
  /** The organisation the scans belong to. */
  let owner: string;
  let creator: string;
  let tagId: string;
  let dir: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const user = await signUp(ctx);
    await givePlan(ctx, user.user.id, 'Pro');
    const tag = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(user.token),
      payload: { name: 'Gate', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com' } },
    });
    owner = user.user.organisationId;
    creator = user.user.id;
    tagId = tag.json().id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const scan = (id: string): JournaledScan => ({
    id,
    at: Date.now(),
    ownerId: owner,
    tagId,
    vcfConfigId: null,
    kind: 'link',
    source: 'nfc',
    viaTagId: null,
    ip: '194.25.0.60',
    userAgent: IPHONE,
    language: 'de-DE',
    referrer: null,
    country: null,
  });
  const lines = (ids: string[]) => `${ids.map((id) => JSON.stringify(scan(id))).join('\n')}\n`;
  const stored = async () =>
    (await ctx.database.db.select({ id: scans.id }).from(scans).where(eq(scans.tagId, tagId))).length;

  /** A writer of this test's journal, on `db`, with all-zero SUN keys and a short idle pause. */
  const writerOptions = (db: Database) => ({
    db,
    journalDir: dir,
    secret: 'secret',
    countries,
    findTagCodes: async () => new Map<string, string>(),
    sunKeys: {
      metaReadMaster: Buffer.alloc(16),
      fileReadMaster: Buffer.alloc(16),
      diversification: 'uid' as const,
      keyVersion: 1,
    },
    logger: quiet(),
    idleMs: 10,
  });

  async function writeAll(db: Database, text: string) {
    const appender = openJournalAppender(dir, { logger: quiet() });
    appender.append(text);
    const writer = createScanWriter(writerOptions(db));
    void writer.run();
    // A failed write rejects the waiting caller; the writer itself tries again.
    for (let attempt = 0; ; attempt++) {
      try {
        await writer.waitFor(appender.position());
        break;
      } catch (error) {
        if (attempt > 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await writer.stop();
    appender.close();
  }

  it('writes each journaled scan once, with its country and no address, and a replay of it changes nothing', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'));
    const before = await stored();
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const journaled = lines(ids);
    await writeAll(ctx.database.db, journaled);
    expect(await stored()).toBe(before + 3);
    const [row] = await ctx.database.db.select().from(scans).where(eq(scans.id, ids[0]!));
    expect(row).toMatchObject({ country: 'DE', platform: 'iOS', isBot: false });
    expect(JSON.stringify(row)).not.toContain('194.25');
    // The same lines again, as after a crash between the insert and the checkpoint.
    await writeAll(ctx.database.db, journaled);
    expect(await stored()).toBe(before + 3);
    rmSync(dir, { recursive: true, force: true });
  });

  it("adds a batch to its tag's live counts of the day in the same write, and a replayed batch adds nothing", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'));
    const day = new Date().toISOString().slice(0, 10);
    const liveCounts = async () => {
      const result = await ctx.database.db.execute(sql`
        select dimension || ':' || key as key, count from scan_live_daily
        where tag_id = ${tagId} and day = ${day}::date and dimension in ('total', 'visitors', 'refused', 'rule')`);
      const rows = (result as unknown as { rows: Array<{ key: string; count: number }> }).rows;
      return Object.fromEntries(rows.map((row) => [row.key, row.count]));
    };
    const before = await liveCounts();
    const added = (after: Record<string, number>) =>
      Object.fromEntries(Object.entries(after).map(([key, count]) => [key, count - (before[key] ?? 0)]));
    // Two visits of one new visitor (one through rule 2), a refused scan and a bot, which never counts.
    const visitor = { ip: '198.51.100.7' };
    const text = [
      JSON.stringify({ ...scan(randomUUID()), ...visitor }),
      JSON.stringify({ ...scan(randomUUID()), ...visitor, matchedRule: 1 } satisfies JournaledScan),
      JSON.stringify({ ...scan(randomUUID()), ...visitor, kind: 'refused' } satisfies JournaledScan),
      JSON.stringify({ ...scan(randomUUID()), userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
    ].join('\n');
    await writeAll(ctx.database.db, `${text}\n`);
    const expected = { 'total:': 2, 'visitors:': 1, 'refused:': 1, 'rule:2': 1 };
    expect(added(await liveCounts())).toEqual(expected);
    // The same lines again, as after a crash between the insert and the checkpoint: no row is new, nothing counts.
    await writeAll(ctx.database.db, `${text}\n`);
    expect(added(await liveCounts())).toEqual(expected);
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores the matched rule and refused scans, replays old lines without a rule, and announces no refused scan', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'));
    const [endpoint] = await ctx.database.db
      .insert(webhookEndpoints)
      .values({
        organisationId: owner,
        userId: creator,
        url: 'https://hooks.example.com/scans',
        secret: 'x',
        events: ['scan.created'],
      })
      .returning();
    const [oldLine, ruled, refused] = [randomUUID(), randomUUID(), randomUUID()];
    // A line journaled before link rules existed has no matchedRule at all.
    const text = [
      JSON.stringify(scan(oldLine)),
      JSON.stringify({ ...scan(ruled), matchedRule: 3 } satisfies JournaledScan),
      JSON.stringify({ ...scan(refused), kind: 'refused' } satisfies JournaledScan),
    ].join('\n');
    await writeAll(ctx.database.db, `${text}\n`);
    const rows = await ctx.database.db
      .select({ id: scans.id, kind: scans.kind, matchedRule: scans.matchedRule })
      .from(scans)
      .where(eq(scans.tagId, tagId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(oldLine)).toMatchObject({ kind: 'link', matchedRule: null });
    expect(byId.get(ruled)).toMatchObject({ kind: 'link', matchedRule: 3 });
    expect(byId.get(refused)).toMatchObject({ kind: 'refused', matchedRule: null });
    const announced = await ctx.database.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(announced.map((row) => row.payload.kind)).toEqual(['link', 'link']);
    await ctx.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint!.id));
    rmSync(dir, { recursive: true, force: true });
  });

  it("stamps each scan with its plan's retention tier into that tier's partition; a replay after a plan change adds no copy", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'));
    const tierOf = async (id: string) => {
      const result = await ctx.database.db.execute(
        sql`select retention_months as months, tableoid::regclass::text as part from scans where id = ${id}`,
      );
      return (result as unknown as { rows: Array<{ months: number; part: string }> }).rows;
    };
    const [onPro, onCore, onFree, onEnterprise] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const proLine = lines([onPro]);
    await writeAll(ctx.database.db, proLine);
    expect(await tierOf(onPro)).toEqual([{ months: 36, part: expect.stringMatching(/^scans_\d{4}_\d{2}_r36$/) }]);

    await givePlan(ctx, creator, 'Core');
    // The same line again (a crash between insert and checkpoint) now finds Core: still one row, the first tier.
    await writeAll(ctx.database.db, proLine);
    expect(await tierOf(onPro)).toEqual([{ months: 36, part: expect.any(String) }]);
    await writeAll(ctx.database.db, lines([onCore]));
    expect(await tierOf(onCore)).toEqual([{ months: 24, part: expect.stringMatching(/_r24$/) }]);

    await givePlan(ctx, creator, null);
    await writeAll(ctx.database.db, lines([onFree]));
    expect(await tierOf(onFree)).toEqual([{ months: 12, part: expect.stringMatching(/_r12$/) }]);

    await givePlan(ctx, creator, 'Enterprise');
    await writeAll(ctx.database.db, lines([onEnterprise]));
    expect(await tierOf(onEnterprise)).toEqual([{ months: 0, part: expect.stringMatching(/_keep$/) }]);
    await givePlan(ctx, creator, 'Pro');
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the scans through a database outage and writes them once it is back', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'));
    const before = await stored();
    let failures = 2;
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    // The first two writes find the database away.
    const flaky = new Proxy(ctx.database.db, {
      get(target, key, receiver) {
        if (key === 'transaction' && failures > 0) {
          return async () => {
            failures--;
            throw refused;
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    await writeAll(flaky, lines([randomUUID(), randomUUID()]));
    expect(failures).toBe(0);
    expect(await stored()).toBe(before + 2);
    rmSync(dir, { recursive: true, force: true });
  });
  it('holds while the link is saturated (a batch at most every holdMaxMs, a flush at once) and drains when the rush ends', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'));
    const before = await stored();
    const appender = openJournalAppender(dir, { logger: quiet() });
    // Four batches' worth of scans, and a link whose event loop is all busy; its count climbs by 100,000 scans a
    // second, read off the clock (timers lag on a busy machine).
    appender.append(lines(Array.from({ length: 40 }, () => randomUUID())));
    const recorded = () => Math.floor(performance.now() * 100);
    let utilisation = 1;
    const writer = createScanWriter({
      ...writerOptions(ctx.database.db),
      batchLines: 10,
      holdMaxMs: 4_000,
      scansRecorded: recorded,
      linkUtilisation: () => utilisation,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      void writer.run();
      // The first batch goes; then the writer holds for the rush.
      await vi.waitFor(async () => expect(await stored()).toBe(before + 10), { timeout: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(await stored()).toBe(before + 10);
      // At most holdMaxMs after the first batch began, one more goes through.
      await vi.waitFor(async () => expect(await stored()).toBe(before + 20), { timeout: 6_000 });
      // A flush does not wait for the rush to end: it writes up to its position now.
      const flushed = appender.append(lines([randomUUID()]));
      expect(flushed).toBe(true);
      await writer.waitFor(appender.position());
      expect(await stored()).toBe(before + 41);
      // Holding again, through a dip of the link's utilisation below 0.9, until the link is clearly less busy.
      appender.append(lines(Array.from({ length: 30 }, () => randomUUID())));
      await new Promise((resolve) => setTimeout(resolve, 200));
      utilisation = 0.8;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await stored()).toBeLessThan(before + 71);
      utilisation = 0.5;
      await vi.waitFor(async () => expect(await stored()).toBe(before + 71), { timeout: 5_000 });
    } finally {
      await writer.stop();
      appender.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
