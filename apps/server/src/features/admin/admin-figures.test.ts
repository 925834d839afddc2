import type { AdminStats, AdminUser } from '@nfc/contract/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, givePlan, signInAdmin, signUp, type TestContext } from '../../../test/helpers.ts';
import { orders, organisations, teamInvitations, users } from '../../db/schema.ts';

type OrderStatus = (typeof orders.$inferInsert)['status'];

describe('admin figures from a database with known orders and subscriptions', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let member: Awaited<ReturnType<typeof signUp>>;
  let cancelling: Awaited<ReturnType<typeof signUp>>;
  let lapsed: Awaited<ReturnType<typeof signUp>>;
  /** The figures before this file's rows: on a shared PostgreSQL database other files' orders and plans count too. */
  let before: AdminStats;
  const readStats = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: auth(admin.token) });
    expect(response.statusCode).toBe(200);
    return response.json() as AdminStats;
  };
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signInAdmin(ctx);
    before = await readStats();
    owner = await signUp(ctx, { organisationName: 'Figures Owner GmbH' });
    member = await signUp(ctx);
    cancelling = await signUp(ctx);
    lapsed = await signUp(ctx);
    const { db } = ctx.database;
    // The member joins the owner's organisation, and one invitation is open: three seats.
    await db
      .update(users)
      .set({ organisationId: owner.user.organisationId, teamRole: 'member' })
      .where(eq(users.id, member.user.id));
    await db.insert(teamInvitations).values({
      organisationId: owner.user.organisationId,
      email: 'invited@example.com',
      role: 'member',
      tokenHash: `hash-${Date.now()}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    // Pro (29.90) active, Core (9.90) cancelling at period end: both billed; Enterprise past due: not.
    await givePlan(ctx, owner.user.id, 'Pro');
    await givePlan(ctx, cancelling.user.id, 'Core');
    await givePlan(ctx, lapsed.user.id, 'Enterprise');
    const subscribe = (organisationId: string, status: 'active' | 'active_cancel_pending' | 'past_due') =>
      db.update(organisations).set({ subscriptionStatus: status }).where(eq(organisations.id, organisationId));
    await subscribe(owner.user.organisationId, 'active');
    await subscribe(cancelling.user.organisationId, 'active_cancel_pending');
    await subscribe(lapsed.user.organisationId, 'past_due');
    const statuses: Array<[OrderStatus, number]> = [
      ['pending_review', 100_00],
      ['payment_pending', 50_00],
      ['processing_vcf_pending', 200_00],
      ['shipped', 30_00],
      ['completed', 12_34],
      ['cancelled', 999_00],
    ];
    let index = 0;
    for (const [status, totalPriceCents] of statuses) {
      await db.insert(orders).values({
        orderNumber: `NFC-FIGURES-${index++}`,
        organisationId: owner.user.organisationId,
        userId: owner.user.id,
        status,
        productType: 'pet_tag_core',
        quantity: 1,
        unitPriceCents: totalPriceCents,
        tagWritingPreference: 'by_us',
        shippingCountry: 'DE',
        basePriceCents: totalPriceCents,
        customizationTotalCents: 0,
        discountAmountCents: 0,
        subtotalCents: totalPriceCents,
        vatAmountCents: 0,
        shippingCostCents: 0,
        totalPriceCents,
        quote: {},
      });
    }
  });
  afterAll(() => ctx.close());

  it('counts paid orders and billed subscriptions as revenue, MRR apart, and pending orders as pending', async () => {
    const stats = await readStats();
    // What this file's rows added, in cents (the figures are euros with two decimals).
    const added = (key: keyof AdminStats) => Math.round(((stats[key] as number) - (before[key] as number)) * 100);
    expect(added('orderRevenue')).toBe(242_34);
    expect(added('mrr')).toBe(39_80);
    expect(added('subscriptionRevenue')).toBe(39_80);
    expect(added('revenue')).toBe(282_14);
    expect(added('pendingOrders')).toBe(2_00);
    expect(added('pendingAmount')).toBe(150_00);
    expect(added('activeSubscriptions')).toBe(2_00);
    expect(added('orders')).toBe(5_00);
  });

  it('lists users with their organisation, team role and seats', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(admin.token) });
    expect(response.statusCode).toBe(200);
    const list = response.json() as AdminUser[];
    const team = list.filter((user) => user.organisationId === owner.user.organisationId);
    expect(team.map((user) => [user.email, user.teamRole]).sort()).toEqual(
      [
        [owner.email, 'owner'],
        [member.email, 'member'],
      ].sort(),
    );
    for (const user of team) {
      expect(user).toMatchObject({
        organisationName: 'Figures Owner GmbH',
        planName: 'Pro',
        subscriptionStatus: 'active',
        seatsUsed: 3,
        seatLimit: 25,
      });
    }
    const alone = list.find((user) => user.id === lapsed.user.id);
    expect(alone).toMatchObject({ seatsUsed: 1, seatLimit: null, teamRole: 'owner', subscriptionStatus: 'past_due' });
  });
});
