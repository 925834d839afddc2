import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  openTestDatabase,
  randomIp,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { scans } from '../../db/schema.ts';
import { visitorHash } from '../../scan-recording/scan-writer.ts';
import { SCAN_VISITS_PER_IP_AND_TAG } from './scan-flood-guard.ts';

/** A new Pro user with one link tag to `url`. */
async function linkTagOfNewUser(ctx: TestContext, url: string) {
  const user = await signUp(ctx);
  await givePlan(ctx, user.user.id, 'Pro');
  const tag = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(user.token),
      payload: { name: 'Scanned', actionType: 'WEBSITE_LINK', actionData: { url } },
    })
  ).json() as { id: string; userFacingId: string };
  return { user, tag };
}

describe('scan recording', () => {
  it('writes every scan that got a redirect before the app finishes closing, bots flagged', async () => {
    const ctx = await createTestApp();
    const { tag } = await linkTagOfNewUser(ctx, 'https://example.com');
    const agents = ['Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile', 'facebookexternalhit/1.1', 'curl/8.0', ''];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        ctx.app.inject({
          method: 'GET',
          url: `/t/${tag.userFacingId}`,
          headers: agents[index % 4] ? { 'user-agent': agents[index % 4]! } : {},
          remoteAddress: randomIp(),
        }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 302)).toBe(true);
    // Close the app (as SIGTERM does) while scans may still be queued, then count with a fresh connection.
    const dataDir = ctx.config.dataDir;
    await ctx.app.close();
    if (process.env.DATABASE_URL) {
      await ctx.database.close();
      const check = await openTestDatabase();
      const rows = await check.db
        .select({ isBot: scans.isBot, n: count() })
        .from(scans)
        .where(eq(scans.tagId, tag.id))
        .groupBy(scans.isBot);
      await check.close();
      expect(Object.fromEntries(rows.map((row) => [String(row.isBot), Number(row.n)]))).toEqual({
        false: 50,
        true: 150,
      });
    } else {
      const rows = await ctx.database.db
        .select({ isBot: scans.isBot, n: count() })
        .from(scans)
        .where(eq(scans.tagId, tag.id))
        .groupBy(scans.isBot);
      await ctx.database.close();
      expect(Object.fromEntries(rows.map((row) => [String(row.isBot), Number(row.n)]))).toEqual({
        false: 50,
        true: 150,
      });
    }
    expect(dataDir).toBeTruthy();
  });

  it('redirects and stores every scan of a flooding IP but counts only the first 60 a minute of one tag; other IPs still count', async () => {
    const ctx = await createTestApp();
    try {
      const { user, tag } = await linkTagOfNewUser(ctx, 'https://example.com/flood');
      const phone = 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile';
      const scan = (remoteAddress: string) =>
        ctx.app.inject({
          method: 'GET',
          url: `/t/${tag.userFacingId}`,
          headers: { 'user-agent': phone },
          remoteAddress,
        });
      const flooder = randomIp();
      const answers = await Promise.all(Array.from({ length: 200 }, () => scan(flooder)));
      expect(answers.every((answer) => answer.statusCode === 302)).toBe(true);
      expect(answers.every((answer) => answer.headers.location === 'https://example.com/flood')).toBe(true);
      expect((await scan(randomIp())).statusCode).toBe(302);
      const analytics = await ctx.app.inject({
        method: 'GET',
        url: `/api/tags/${tag.id}/analytics`,
        headers: auth(user.token),
      });
      expect(analytics.json().totalScans).toBe(SCAN_VISITS_PER_IP_AND_TAG.limit + 1);
      // Floods are flagged, not dropped: every answered scan is in the table, the flood's past the limit as bots.
      await ctx.app.appDeps.scanRecorder.flush();
      const stored = await ctx.database.db
        .select({ isBot: scans.isBot, scans: count() })
        .from(scans)
        .where(eq(scans.tagId, tag.id))
        .groupBy(scans.isBot);
      const byFlag = Object.fromEntries(stored.map((row) => [String(row.isBot), row.scans]));
      expect(byFlag).toEqual({
        false: SCAN_VISITS_PER_IP_AND_TAG.limit + 1,
        true: 200 - SCAN_VISITS_PER_IP_AND_TAG.limit,
      });
    } finally {
      await ctx.close();
    }
  });

  it('finds the country of a scan from its address when no proxy says it, and stores the country, never the address', async () => {
    const ctx = await createTestApp();
    try {
      const { tag } = await linkTagOfNewUser(ctx, 'https://example.com/country');
      const phone = 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile';
      // Deutsche Telekom's resolver, Google's, and an address of the documentation range (nowhere).
      for (const remoteAddress of ['194.25.0.60', '8.8.8.8', '203.0.113.77']) {
        const scan = await ctx.app.inject({
          method: 'GET',
          url: `/t/${tag.userFacingId}`,
          headers: { 'user-agent': phone },
          remoteAddress,
        });
        expect(scan.statusCode).toBe(302);
      }
      await ctx.app.appDeps.scanRecorder.flush();
      const rows = await ctx.database.db.select().from(scans).where(eq(scans.tagId, tag.id));
      expect(rows.map((row) => row.country).sort()).toEqual(['DE', 'US', null]);
      expect(JSON.stringify(rows)).not.toMatch(/194\.25|8\.8\.8\.8|203\.0\.113/);
    } finally {
      await ctx.close();
    }
  });

  it('hashes visitors with a salt that changes every day and never keeps the IP', () => {
    const today = visitorHash('secret', '203.0.113.9', 'UA', '2026-11-22');
    expect(visitorHash('secret', '203.0.113.9', 'UA', '2026-11-22')).toBe(today);
    expect(visitorHash('secret', '203.0.113.9', 'UA', '2026-11-23')).not.toBe(today);
    expect(visitorHash('secret', '203.0.113.10', 'UA', '2026-11-22')).not.toBe(today);
    expect(today).not.toContain('203');
  });
});
