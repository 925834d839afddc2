import { TAG_ALERT_DAYS } from '@nfc/contract/tag-alerts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  multipartBody,
  randomIp,
  signInAdmin,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { orders } from '../../db/schema.ts';

const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('unscanned-tag alerts', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signUp(ctx);
    other = await signUp(ctx);
    admin = await signInAdmin(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    await givePlan(ctx, other.user.id, 'Pro');
  });
  afterAll(() => ctx.close());

  const placeOrder = async (token: string) => {
    const body = multipartBody({ productType: 'nfc_card_core', quantity: '5' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/request',
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().orderId as string;
  };
  const setStatus = (id: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/status`, headers: auth(admin.token), payload });
  const deliveredDaysAgo = async (id: string, days: number) => {
    expect((await setStatus(id, { status: 'completed' })).statusCode).toBe(200);
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/dev/orders/${id}/delivered-days-ago`,
      payload: { days },
    });
    expect(moved.statusCode).toBe(204);
  };
  const completedAtOf = async (id: string) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.completedAt ?? null;
  const createTag = (payload: object, token = owner.token) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(token),
      payload: { actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com' }, ...payload },
    });
  const scan = async (code: string, userAgent = phoneAgent) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/t/${code}`,
      headers: { 'user-agent': userAgent },
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(302);
    await ctx.app.appDeps.scanRecorder.flush();
  };
  const alerts = async (token = owner.token) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/tags/alerts', headers: auth(token) });
    expect(response.statusCode).toBe(200);
    return response.json() as Array<{ id: string; name: string; orderId: string; orderNumber: string }>;
  };

  it('sets completed_at when an order is delivered, keeps it on later edits and clears it when undone', async () => {
    const id = await placeOrder(owner.token);
    expect(await completedAtOf(id)).toBeNull();
    const started = Date.now();
    expect((await setStatus(id, { status: 'completed' })).statusCode).toBe(200);
    const completedAt = await completedAtOf(id);
    expect(completedAt?.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect((await setStatus(id, { status: 'completed', adminNotes: 'Left at reception' })).statusCode).toBe(200);
    expect((await completedAtOf(id))?.getTime()).toBe(completedAt?.getTime());
    expect((await setStatus(id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await completedAtOf(id)).toBeNull();
  });

  it('links a tag to one of the caller’s own orders only', async () => {
    const own = await placeOrder(owner.token);
    const theirs = await placeOrder(other.token);
    const linked = await createTag({ name: 'Linked', orderId: own });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().orderId).toBe(own);

    for (const orderId of [theirs, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const refused = await createTag({ name: 'Refused', orderId });
      expect(refused.statusCode, orderId).toBe(400);
      expect(refused.json().errors).toEqual({ orderId: 'Choose one of your orders.' });
    }
    const tagId = linked.json().id;
    const update = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/tags/${tagId}`,
        headers: auth(owner.token),
        payload: { name: 'Linked', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com' }, ...payload },
      });
    const stolen = await update({ orderId: theirs });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors.orderId).toBe('Choose one of your orders.');
    // Left out, the link stays; null removes it.
    expect((await update({})).json().orderId).toBe(own);
    expect((await update({ orderId: null })).json().orderId).toBeNull();
    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: { ...auth(owner.token), 'accept-language': 'de' },
      payload: { name: 'x', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com' }, orderId: theirs },
    });
    expect(german.json().errors.orderId).toBe('Wählen Sie eine Ihrer Bestellungen.');
  });

  it(`flags tags never scanned ${TAG_ALERT_DAYS} days after their order was delivered`, async () => {
    const old = await placeOrder(owner.token);
    const recent = await placeOrder(owner.token);
    const pending = await placeOrder(owner.token);
    const unscanned = (await createTag({ name: 'A never scanned', orderId: old })).json();
    const botOnly = (await createTag({ name: 'B seen by a crawler only', orderId: old })).json();
    const scanned = (await createTag({ name: 'Scanned', orderId: old })).json();
    const inactive = (await createTag({ name: 'Switched off', orderId: old, status: 'inactive' })).json();
    const fresh = (await createTag({ name: 'Fresh delivery', orderId: recent })).json();
    const waiting = (await createTag({ name: 'Not delivered', orderId: pending })).json();
    await createTag({ name: 'No order' });
    await deliveredDaysAgo(old, 15);
    await deliveredDaysAgo(recent, 10);
    await scan(scanned.userFacingId);
    await scan(botOnly.userFacingId, 'Googlebot/2.1 (+http://www.google.com/bot.html)');

    const flagged = await alerts();
    expect(flagged.map((alert) => alert.id)).toEqual([unscanned.id, botOnly.id]);
    const [orderRow] = await ctx.database.db.select().from(orders).where(eq(orders.id, old));
    expect(flagged[0]).toMatchObject({
      userFacingId: unscanned.userFacingId,
      name: 'A never scanned',
      orderId: old,
      orderNumber: orderRow?.orderNumber,
    });
    for (const tag of [scanned, inactive, fresh, waiting]) {
      expect(flagged.map((alert) => alert.id)).not.toContain(tag.id);
    }
    // Once scanned, the alert goes away.
    await scan(unscanned.userFacingId);
    expect((await alerts()).map((alert) => alert.id)).toEqual([botOnly.id]);
  });

  it('shows each user only their own alerts', async () => {
    expect(await alerts(other.token)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tags/alerts' })).statusCode).toBe(401);
  });

  it('moves only delivered orders back in time through the development route', async () => {
    const pending = await placeOrder(owner.token);
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/dev/orders/${pending}/delivered-days-ago`,
      payload: { days: 20 },
    });
    expect(moved.statusCode).toBe(404);
    expect(await completedAtOf(pending)).toBeNull();
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: `/api/dev/orders/${pending}/delivered-days-ago`,
      payload: { days: -1 },
    });
    expect(invalid.statusCode).toBe(400);
  });
});
