import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, decodeJwt, signUp, type TestContext } from '../../../test/helpers.ts';
import { organisations, plans } from '../../db/schema.ts';
import { endExpiredSubscriptions } from './state.ts';

describe('subscriptions on the simulated provider', () => {
  let ctx: TestContext;
  let planIds: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    const rows = await ctx.database.db.select().from(plans);
    planIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  });
  afterAll(() => ctx.close());

  const post = (url: string, token: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const path = (url: string) => url.replace('http://app.test', '');
  const form = (url: string, body = '') =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  async function subscribe(token: string, planName: string) {
    const checkout = await post('/api/subscriptions/create-checkout-session', token, { planId: planIds[planName] });
    expect(checkout.statusCode).toBe(200);
    const checkoutPath = path(checkout.json().url);
    const sessionId = checkoutPath.split('/').pop()!;
    const paid = await form(`${checkoutPath}/pay`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://app.test/subscribe/success?session_id=${sessionId}`);
    return sessionId;
  }

  it('subscribes through the hosted checkout; verify answers a token with the plan, twice harmlessly', async () => {
    const user = await signUp(ctx);
    const checkout = await post('/api/subscriptions/create-checkout-session', user.token, { planId: planIds.Pro });
    const url = checkout.json().url;
    expect(url).toMatch(/^http:\/\/app\.test\/simulated-provider\/checkout\/sim_cs_[\w-]+$/);
    const pageEn = await ctx.app.inject({ method: 'GET', url: path(url) });
    expect(pageEn.body).toContain('TEST MODE');
    expect(pageEn.body).toContain('Pro');
    expect(pageEn.body).toContain('€29.90');
    const pageDe = await ctx.app.inject({ method: 'GET', url: path(url), headers: { 'accept-language': 'de' } });
    expect(pageDe.body).toContain('TESTMODUS');
    expect(pageDe.body).toContain('29,90');

    const sessionId = path(url).split('/').pop()!;
    expect((await form(`${path(url)}/pay`)).statusCode).toBe(303);
    const stranger = await signUp(ctx);
    expect((await post('/api/subscriptions/verify-session', stranger.token, { sessionId })).statusCode).toBe(404);
    const verified = await post('/api/subscriptions/verify-session', user.token, { sessionId });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'complete', message: 'Your subscription is active.' });
    expect(decodeJwt(verified.json().token).user).toMatchObject({
      plan: { name: 'Pro' },
      isAccountActive: true,
      subscriptionStatus: 'active',
    });
    const again = await post('/api/subscriptions/verify-session', user.token, { sessionId });
    expect(again.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, user.user.organisationId));
    expect(row).toMatchObject({ planId: planIds.Pro, subscriptionStatus: 'active', isActive: true });
    expect(row!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const tag = await post('/api/tags', verified.json().token, {
      name: 'Now allowed',
      actionType: 'WEBSITE_LINK',
      actionData: { url: 'https://example.com' },
    });
    expect(tag.statusCode).toBe(201);
    expect(
      (await post('/api/subscriptions/create-checkout-session', user.token, { planId: planIds.Core })).statusCode,
    ).toBe(409);
  });

  it('refuses inactive and unknown plans and leaves the account alone on cancel', async () => {
    const user = await signUp(ctx);
    const [retired] = await ctx.database.db
      .insert(plans)
      .values({ name: `Old ${Date.now()}`, tagLimit: 1, isActive: false })
      .returning();
    expect(
      (await post('/api/subscriptions/create-checkout-session', user.token, { planId: retired!.id })).statusCode,
    ).toBe(400);
    expect((await post('/api/subscriptions/create-checkout-session', user.token, { planId: 'nope' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/subscriptions/create-checkout-session', user.token, {})).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/subscriptions/create-checkout-session',
          payload: { planId: planIds.Pro },
        })
      ).statusCode,
    ).toBe(401);
    const checkout = await post('/api/subscriptions/create-checkout-session', user.token, { planId: planIds.Pro });
    const cancelled = await form(`${path(checkout.json().url)}/cancel`);
    expect(cancelled.headers.location).toBe('http://app.test/subscribe/cancel');
    expect((await form(`${path(checkout.json().url)}/pay`)).statusCode).toBe(303);
    const [row] = await ctx.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, user.user.organisationId));
    expect(row).toMatchObject({ planId: null, subscriptionStatus: null });
    expect((await post('/api/subscriptions/manage-subscription', user.token)).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/simulated-provider/checkout/sim_cs_unknown' })).statusCode,
    ).toBe(404);
  });

  it('schedules a cancellation, resumes it, and removes the plan once the period is over', async () => {
    const user = await signUp(ctx);
    await subscribe(user.token, 'Core');
    const portal = await post('/api/subscriptions/manage-subscription', user.token);
    const portalPath = path(portal.json().url);
    expect((await ctx.app.inject({ method: 'GET', url: portalPath })).body).toContain(
      'Cancel at the end of the period',
    );
    expect((await form(`${portalPath}/cancel-at-period-end`)).headers.location).toBe(portalPath);
    let [row] = await ctx.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, user.user.organisationId));
    expect(row!.subscriptionStatus).toBe('active_cancel_pending');
    expect(row!.planExpiresAt?.getTime()).toBe(row!.currentPeriodEnd?.getTime());
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: auth(user.token) });
    expect(profile.json()).toMatchObject({
      subscriptionStatus: 'active_cancel_pending',
      planExpiresAt: row!.planExpiresAt!.toISOString(),
    });

    await form(`${portalPath}/resume`);
    [row] = await ctx.database.db.select().from(organisations).where(eq(organisations.id, user.user.organisationId));
    expect(row).toMatchObject({ subscriptionStatus: 'active', planExpiresAt: null });

    await form(`${portalPath}/cancel-at-period-end`);
    expect(await endExpiredSubscriptions(ctx.app.appDeps)).toBe(0);
    await endExpiredSubscriptions(ctx.app.appDeps, new Date(Date.now() + 31 * 86_400_000));
    [row] = await ctx.database.db.select().from(organisations).where(eq(organisations.id, user.user.organisationId));
    expect(row).toMatchObject({ subscriptionStatus: 'canceled', planId: null, planExpiresAt: null });
  });

  it('changes plan through the portal and the quota follows', async () => {
    const user = await signUp(ctx);
    await subscribe(user.token, 'Core');
    expect(
      (await post('/api/subscriptions/create-portal-session-for-update', user.token, { newPlanId: planIds.Core }))
        .statusCode,
    ).toBe(409);
    const portal = await post('/api/subscriptions/create-portal-session-for-update', user.token, {
      newPlanId: planIds.Pro,
    });
    const portalPath = path(portal.json().url);
    expect((await ctx.app.inject({ method: 'GET', url: portalPath })).body).toMatch(
      new RegExp(`<option value="${planIds.Pro}" selected>`),
    );
    await form(`${portalPath}/change-plan`, `planId=${planIds.Pro}`);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: auth(user.token) });
    expect(profile.json().plan).toMatchObject({ name: 'Pro', tagLimit: 100 });
    await form(`${portalPath}/change-plan`, 'planId=not-a-plan');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: auth(user.token) })).json().plan.name,
    ).toBe('Pro');
  });
});
