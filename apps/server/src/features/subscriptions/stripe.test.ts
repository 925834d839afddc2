import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../../test/fake-stripe.ts';
import { auth, createTestApp, decodeJwt, signUp, type TestContext } from '../../../test/helpers.ts';
import { organisations, plans, processedEvents, users } from '../../db/schema.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('subscriptions on Stripe', () => {
  let ctx: TestContext;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let planIds: Record<string, string>;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    fake = await startFakeStripe();
    ctx = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      stripeEndpoint: fake.endpoint,
    });
    const suffix = Date.now();
    await ctx.database.db
      .update(plans)
      .set({ stripePriceId: `price_core${suffix}` })
      .where(eq(plans.name, 'Core'));
    await ctx.database.db
      .update(plans)
      .set({ stripePriceId: `price_pro${suffix}` })
      .where(eq(plans.name, 'Pro'));
    const rows = await ctx.database.db.select().from(plans);
    planIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  let eventCounter = 0;
  function webhook(type: string, object: object, options: { id?: string; signature?: string } = {}) {
    const payload = JSON.stringify({
      id: options.id ?? `evt_${Date.now()}_${eventCounter++}`,
      object: 'event',
      type,
      data: { object },
    });
    const signature =
      options.signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/subscriptions/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  }
  /** The subscription of the user's organisation, where it is kept. */
  const userRow = async (id: string) =>
    (
      await ctx.database.db
        .select({ organisation: organisations })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.id, id))
    )[0]!.organisation;

  async function checkout(token: string, planName: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-checkout-session',
      headers: auth(token),
      payload: { planId: planIds[planName] },
    });
    expect(response.statusCode).toBe(200);
    const session = [...fake.sessions.values()].at(-1)!;
    expect(response.json().url).toBe(session.url);
    return session;
  }

  it('creates a subscription-mode checkout for the plan’s price and applies checkout.session.completed', async () => {
    const user = await signUp(ctx);
    const session = await checkout(user.token, 'Pro');
    expect(session).toMatchObject({
      mode: 'subscription',
      // The provider knows the organisation, which the subscription is for.
      client_reference_id: user.user.organisationId,
      customer_email: user.email,
      price: expect.stringMatching(/^price_pro/),
    });
    expect(session.success_url).toBe('http://app.test/subscribe/success?session_id={CHECKOUT_SESSION_ID}');
    const { session: paid } = fake.completeCheckout(session.id as string);
    const response = await webhook('checkout.session.completed', paid);
    expect(response.statusCode).toBe(200);
    expect(await userRow(user.user.id)).toMatchObject({
      planId: planIds.Pro,
      subscriptionStatus: 'active',
      isActive: true,
    });
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscriptions/verify-session',
      headers: auth(user.token),
      payload: { sessionId: session.id },
    });
    expect(decodeJwt(verified.json().token).user).toMatchObject({ plan: { name: 'Pro' } });
  });

  it('verify-session alone applies a paid checkout (the webhook may come later)', async () => {
    const user = await signUp(ctx);
    const session = await checkout(user.token, 'Core');
    fake.completeCheckout(session.id as string);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscriptions/verify-session',
      headers: auth(user.token),
      payload: { sessionId: session.id },
    });
    expect(verified.json()).toMatchObject({ status: 'complete' });
    expect(await userRow(user.user.id)).toMatchObject({ planId: planIds.Core, subscriptionStatus: 'active' });
  });

  it('refuses a bad signature and changes nothing', async () => {
    const user = await signUp(ctx);
    const session = await checkout(user.token, 'Pro');
    const { session: paid } = fake.completeCheckout(session.id as string);
    for (const signature of [
      't=1,v1=deadbeef',
      '',
      signer.webhooks.generateTestHeaderString({ payload: '{}', secret: WEBHOOK_SECRET }),
    ]) {
      const response = await webhook('checkout.session.completed', paid, { signature });
      expect(response.statusCode).toBe(400);
    }
    expect(await userRow(user.user.id)).toMatchObject({ planId: null, subscriptionStatus: null });
  });

  it('applies updates, failed payments and deletions from the subscription’s current state; replays do nothing twice', async () => {
    const user = await signUp(ctx);
    const session = await checkout(user.token, 'Core');
    const { session: paid, subscription } = fake.completeCheckout(session.id as string);
    await webhook('checkout.session.completed', paid);

    subscription.cancel_at_period_end = true;
    const updated = await webhook('customer.subscription.updated', subscription, { id: 'evt_update_once' });
    expect(updated.statusCode).toBe(200);
    const pending = await userRow(user.user.id);
    expect(pending.subscriptionStatus).toBe('active_cancel_pending');
    expect(pending.planExpiresAt?.getTime()).toBe((subscription.items.data[0]!.current_period_end as number) * 1000);

    subscription.cancel_at_period_end = false;
    await webhook('customer.subscription.updated', subscription);
    subscription.status = 'past_due';
    await webhook('invoice.payment_failed', { id: 'in_1', object: 'invoice', subscription: subscription.id });
    expect(await userRow(user.user.id)).toMatchObject({ subscriptionStatus: 'past_due', planId: planIds.Core });
    subscription.status = 'active';
    await webhook('invoice.paid', {
      id: 'in_2',
      object: 'invoice',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect((await userRow(user.user.id)).subscriptionStatus).toBe('active');

    // The old 'cancel pending' event replayed: already processed, so nothing happens.
    await webhook(
      'customer.subscription.updated',
      { ...subscription, cancel_at_period_end: true },
      { id: 'evt_update_once' },
    );
    expect((await userRow(user.user.id)).subscriptionStatus).toBe('active');
    expect(
      await ctx.database.db.select().from(processedEvents).where(eq(processedEvents.id, 'evt_update_once')),
    ).toHaveLength(1);

    // A plan change made in the portal: the price decides the plan, and the quota follows.
    const item = subscription.items.data[0] as { price: { id: string } };
    item.price = {
      id: (await ctx.database.db.select().from(plans).where(eq(plans.id, planIds.Pro!)))[0]!.stripePriceId!,
    };
    await webhook('customer.subscription.updated', subscription);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: auth(user.token) });
    expect(profile.json().plan).toMatchObject({ name: 'Pro', tagLimit: 100 });

    // Events out of order: a late 'created' after the subscription was deleted applies the deletion.
    subscription.status = 'canceled';
    await webhook('customer.subscription.deleted', subscription);
    await webhook('customer.subscription.created', { ...subscription, status: 'active' });
    expect(await userRow(user.user.id)).toMatchObject({ planId: null, subscriptionStatus: 'canceled' });
    expect((await webhook('charge.refunded', { id: 'ch_1' })).statusCode).toBe(200);
  });

  it('opens the portal with a plan-change flow for the new plan’s price', async () => {
    const user = await signUp(ctx);
    const session = await checkout(user.token, 'Core');
    const { session: paid } = fake.completeCheckout(session.id as string);
    await webhook('checkout.session.completed', paid);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-portal-session-for-update',
      headers: auth(user.token),
      payload: { newPlanId: planIds.Pro },
    });
    expect(response.statusCode).toBe(200);
    const portal = fake.portalSessions.at(-1)!;
    expect(response.json().url).toBe(portal.url);
    expect(portal).toMatchObject({
      customer: paid.customer,
      flow_type: 'subscription_update_confirm',
      new_price: expect.stringMatching(/^price_pro/),
    });
    const manage = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscriptions/manage-subscription',
      headers: auth(user.token),
    });
    expect(manage.json().url).toBe(fake.portalSessions.at(-1)!.url);
    expect((await ctx.app.inject({ method: 'GET', url: '/simulated-provider/checkout/x' })).statusCode).toBe(404);
  });
});
