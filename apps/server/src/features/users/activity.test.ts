import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, givePlan, signUp, type TestContext } from '../../../test/helpers.ts';

describe('GET /api/users/activity', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is empty for a new account and shows only the caller’s own tags, cards, orders and scans', async () => {
    const user = await signUp(ctx);
    const other = await signUp(ctx);
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/users/activity', headers: auth(user.token) });
    expect(empty.json()).toEqual({ counts: { tags: 0, vcards: 0, orders: 0, scans30d: 0 }, recent: [] });

    await givePlan(ctx, user.user.id, 'Pro');
    await givePlan(ctx, other.user.id, 'Pro');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: auth(other.token),
      payload: { configName: 'Not mine' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: auth(user.token),
      payload: { configName: 'Sales card' },
    });
    const tag = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: auth(user.token),
        payload: { name: 'Door', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com' } },
      })
    ).json();
    await ctx.app.inject({
      method: 'GET',
      url: `/t/${tag.userFacingId}`,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile' },
    });
    const activity = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/activity', headers: auth(user.token) })
    ).json();
    expect(activity.counts).toEqual({ tags: 1, vcards: 1, orders: 0, scans30d: 1 });
    expect(activity.recent.map((item: { kind: string; label: string }) => `${item.kind}:${item.label}`).sort()).toEqual(
      ['scan:Door', 'tag_created:Door', 'vcard_created:Sales card'],
    );
    expect(JSON.stringify(activity)).not.toContain('Not mine');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/activity' })).statusCode).toBe(401);
  });
});
