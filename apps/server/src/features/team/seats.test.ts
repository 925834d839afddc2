import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../../test/fake-stripe.ts';
import {
  auth,
  createTestApp,
  givePlan,
  mailedToken,
  newcomer,
  randomIp,
  signInAdmin,
  signUp,
  type TestContext,
  uniqueEmail,
} from '../../../test/helpers.ts';
import { organisations, plans, users } from '../../db/schema.ts';
import { endExpiredSubscriptions } from '../subscriptions/state.ts';

type Account = Awaited<ReturnType<typeof signUp>>;
const WEBHOOK_SECRET = 'whsec_seats_secret';

/** Security review finding 2: seats hold when an invitation is accepted and when the plan shrinks (decision 027). */
describe('seats after the invitation', () => {
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
    for (const name of ['Core', 'Pro']) {
      await ctx.database.db
        .update(plans)
        .set({ stripePriceId: `price_${name.toLowerCase()}${suffix}` })
        .where(eq(plans.name, name));
    }
    const rows = await ctx.database.db.select().from(plans);
    planIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const call = (account: { token: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth(account.token), ...(payload && { payload }) });
  const teamOf = async (account: Account) => (await call(account, 'GET', '/api/team')).json();
  const accept = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/team/invitations/${encodeURIComponent(token)}/accept`,
      payload: newcomer,
      remoteAddress: randomIp(),
    });
  /** Invites `count` new addresses, oldest first, and answers their ids and mailed tokens. */
  const inviteMany = async (owner: Account, count: number) => {
    const invited: Array<{ id: string; token: string }> = [];
    for (let index = 0; index < count; index++) {
      const email = uniqueEmail(`seat${index}`);
      const response = await call(owner, 'POST', '/api/team/invitations', { email, role: 'member' });
      expect(response.statusCode, response.body).toBe(201);
      invited.push({ id: response.json().id, token: await mailedToken(ctx, email, 'join') });
    }
    return invited;
  };
  const membersOf = async (organisationId: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.organisationId, organisationId))).length;

  it('checks the seats again on accepting: 4 invitations of a Pro team moved to Core let only 2 join, even at once', async () => {
    const owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    const invited = await inviteMany(owner, 4);
    // The plan changed behind the invitations' back (as data from before this check could have it).
    await givePlan(ctx, owner.user.id, 'Core');
    const answers = await Promise.all(invited.map(({ token }) => accept(token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'The organisation has no free seat for you right now. Ask whoever invited you to free a seat, then use the link again.',
    );
    expect(await membersOf(owner.user.organisationId)).toBe(3);

    // The refused invitations stay open: once a seat is free, the link works.
    const team = await teamOf(owner);
    expect(team.invitations).toHaveLength(2);
    const member = team.members.find((candidate: { role: string }) => candidate.role === 'member');
    expect((await call(owner, 'DELETE', `/api/team/members/${member.id}`)).statusCode).toBe(204);
    const waiting = invited.filter(({ id }) => team.invitations.some((open: { id: string }) => open.id === id));
    expect((await accept(waiting[0]!.token)).statusCode).toBe(201);
    expect((await accept(waiting[1]!.token)).statusCode).toBe(409);
  });

  it('refuses an admin’s plan change below the seats in use, with the numbers, until seats are freed', async () => {
    const owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    const invited = await inviteMany(owner, 3);
    const admin = await signInAdmin(ctx);
    const refused = await call(admin, 'PUT', `/api/admin/users/${owner.user.id}`, { planId: planIds.Core });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This organisation uses 4 seats (members and open invitations) but the plan has 3. Its owner must free seats first.',
    );
    expect(refused.json().errors.planId).toBeDefined();
    const [row] = await ctx.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, owner.user.organisationId));
    expect(row!.planId).toBe(planIds.Pro);
    const german = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${owner.user.id}`,
      headers: { ...auth(admin.token), 'accept-language': 'de' },
      payload: { planId: null },
    });
    expect(german.statusCode).toBe(409);
    expect(german.json().message).toContain('belegt 4 Plätze');

    expect((await call(owner, 'DELETE', `/api/team/invitations/${invited[0]!.id}`)).statusCode).toBe(204);
    const allowed = await call(admin, 'PUT', `/api/admin/users/${owner.user.id}`, { planId: planIds.Core });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('refuses an admin’s cut of a plan’s seats below what an organisation on it uses', async () => {
    const admin = await signInAdmin(ctx);
    const created = await call(admin, 'POST', '/api/admin/plans', {
      name: `Seats ${Date.now()}`,
      tagLimit: 5,
      seatLimit: 5,
      priceMonthly: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const planId = created.json().id;
    const owner = await signUp(ctx);
    expect((await call(admin, 'PUT', `/api/admin/users/${owner.user.id}`, { planId })).statusCode).toBe(200);
    await inviteMany(owner, 3);
    const refused = await call(admin, 'PUT', `/api/admin/plans/${planId}`, { seatLimit: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Organisations on this plan that use more than 3 seats (members and open invitations): 1. Their owners must free seats first.',
    );
    expect((await call(admin, 'PUT', `/api/admin/plans/${planId}`, { seatLimit: 4 })).statusCode).toBe(200);
    expect((await teamOf(owner)).seats).toEqual({ used: 4, limit: 4 });
  });

  it('refuses an owner’s downgrade below the seats in use before sending them to the provider', async () => {
    const owner = await signUp(ctx);
    const checkout = await call(owner, 'POST', '/api/subscriptions/create-checkout-session', { planId: planIds.Pro });
    const session = [...fake.sessions.values()].find((candidate) => candidate.url === checkout.json().url)!;
    const { session: paid } = fake.completeCheckout(session.id as string);
    await stripeEvent('checkout.session.completed', paid);
    expect((await teamOf(owner)).seats.limit).toBe(25);
    await inviteMany(owner, 3);
    const refused = await call(owner, 'POST', '/api/subscriptions/create-portal-session-for-update', {
      newPlanId: planIds.Core,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your team uses 4 seats (members and open invitations) but this plan has 3. Withdraw invitations or remove members first.',
    );
    expect(refused.json().errors.newPlanId).toBeDefined();
  });

  let eventCounter = 0;
  function stripeEvent(type: string, object: object) {
    const payload = JSON.stringify({
      id: `evt_seats_${Date.now()}_${eventCounter++}`,
      object: 'event',
      type,
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/subscriptions/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  }

  it('expires the newest invitations a downgrade made in Stripe’s portal leaves no seat for; members stay', async () => {
    const owner = await signUp(ctx);
    const checkout = await call(owner, 'POST', '/api/subscriptions/create-checkout-session', { planId: planIds.Pro });
    const session = [...fake.sessions.values()].find((candidate) => candidate.url === checkout.json().url)!;
    const { session: paid, subscription } = fake.completeCheckout(session.id as string);
    await stripeEvent('checkout.session.completed', paid);
    const invited = await inviteMany(owner, 4);

    const item = subscription.items.data[0] as { price: { id: string } };
    const [core] = await ctx.database.db.select().from(plans).where(eq(plans.id, planIds.Core!));
    item.price = { id: core!.stripePriceId! };
    expect((await stripeEvent('customer.subscription.updated', subscription)).statusCode).toBe(200);

    const team = await teamOf(owner);
    expect(team.seats).toEqual({ used: 3, limit: 3 });
    expect(team.invitations.map((invitation: { id: string }) => invitation.id)).toEqual([
      invited[0]!.id,
      invited[1]!.id,
    ]);
    expect((await accept(invited[3]!.token)).statusCode).toBe(404);
    expect((await accept(invited[0]!.token)).statusCode).toBe(201);
    expect(await membersOf(owner.user.organisationId)).toBe(2);
  });

  it('expires them too when the simulated provider downgrades or a subscription ends', async () => {
    const simulated = await createTestApp();
    try {
      const owner = await signUp(simulated);
      const [simPlans] = [await simulated.database.db.select().from(plans)];
      const idOf = (name: string) => simPlans.find((plan) => plan.name === name)!.id;
      const post = (url: string, payload?: object) =>
        simulated.app.inject({ method: 'POST', url, headers: auth(owner.token), ...(payload && { payload }) });
      const form = (url: string, body = '') =>
        simulated.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const path = (url: string) => url.replace('http://app.test', '');
      const checkoutPath = path(
        (await post('/api/subscriptions/create-checkout-session', { planId: idOf('Pro') })).json().url,
      );
      expect((await form(`${checkoutPath}/pay`)).statusCode).toBe(303);
      for (let index = 0; index < 3; index++) {
        const invited = await post('/api/team/invitations', { email: uniqueEmail('sim'), role: 'member' });
        expect(invited.statusCode, invited.body).toBe(201);
      }
      const team = async () =>
        (await simulated.app.inject({ method: 'GET', url: '/api/team', headers: auth(owner.token) })).json();
      expect((await team()).seats).toEqual({ used: 4, limit: 25 });

      // The provider's own page is the provider's word, as Stripe's portal is: nothing to refuse there.
      const portalPath = path((await post('/api/subscriptions/manage-subscription')).json().url);
      await form(`${portalPath}/change-plan`, `planId=${idOf('Core')}`);
      expect((await team()).seats).toEqual({ used: 3, limit: 3 });

      await form(`${portalPath}/cancel-at-period-end`);
      await simulated.database.db
        .update(organisations)
        .set({ planExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(organisations.id, owner.user.organisationId));
      await endExpiredSubscriptions(simulated.app.appDeps);
      expect((await team()).seats).toEqual({ used: 1, limit: 1 });
      expect((await team()).invitations).toEqual([]);
    } finally {
      await simulated.close();
    }
  });
});
