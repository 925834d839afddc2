import type { AdminStats, AdminTimeseries } from '@nfc/contract/admin';
import { and, count, eq, gte, inArray, ne, type SQL, sql, sum } from 'drizzle-orm';
import { findAuditEntries } from '../../audit/audit-log.ts';
import type { Database } from '../../db/client.ts';
import { orders, organisations, plans, scans, tags, users, vcfConfigs } from '../../db/schema.ts';
import { centsToAmount } from '../../money.ts';

const DAY_MS = 86_400_000;

/** Orders paid for: an order is paid once it goes into production (docs/architecture.md, Order statuses). */
export const PAID_ORDER_STATUSES = ['processing_vcf_pending', 'shipped', 'completed'] as const;
export const PENDING_ORDER_STATUSES = ['pending_review', 'payment_pending'] as const;
/** A subscription that is billed this period, cancelled-at-period-end ones included. */
export const ACTIVE_SUBSCRIPTION_STATUSES = ['active', 'active_cancel_pending'] as const;

export async function getAdminStats({ db }: { db: Database }): Promise<AdminStats> {
  const since = new Date(Date.now() - 30 * DAY_MS);
  const [
    userCount,
    orderTotals,
    vcardCount,
    tagCount,
    planCount,
    subscriptions,
    scanCount,
    recentActivity,
    paidOrders,
    pendingOrders,
  ] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(orders).where(ne(orders.status, 'cancelled')),
    db.select({ n: count() }).from(vcfConfigs),
    db.select({ n: count() }).from(tags),
    db.select({ n: count() }).from(plans).where(eq(plans.isActive, true)),
    db
      .select({ n: count(), monthly: sum(plans.priceMonthlyCents) })
      .from(organisations)
      .leftJoin(plans, eq(plans.id, organisations.planId))
      .where(inArray(organisations.subscriptionStatus, [...ACTIVE_SUBSCRIPTION_STATUSES])),
    db
      .select({ n: count() })
      .from(scans)
      .where(and(gte(scans.occurredAt, since), eq(scans.isBot, false), ne(scans.kind, 'refused'))),
    findAuditEntries(db, { limit: 10 }),
    db
      .select({ amount: sum(orders.totalPriceCents) })
      .from(orders)
      .where(inArray(orders.status, [...PAID_ORDER_STATUSES])),
    db
      .select({ n: count(), amount: sum(orders.totalPriceCents) })
      .from(orders)
      .where(inArray(orders.status, [...PENDING_ORDER_STATUSES])),
  ]);
  const orderRevenueCents = Number(paidOrders[0]?.amount ?? 0);
  // No invoice ledger is kept: each active subscription counts the one monthly period it is billed for.
  const mrrCents = Number(subscriptions[0]?.monthly ?? 0);
  return {
    users: Number(userCount[0]?.n ?? 0),
    orders: Number(orderTotals[0]?.n ?? 0),
    revenue: centsToAmount(orderRevenueCents + mrrCents),
    vcards: Number(vcardCount[0]?.n ?? 0),
    tags: Number(tagCount[0]?.n ?? 0),
    plans: Number(planCount[0]?.n ?? 0),
    activeSubscriptions: Number(subscriptions[0]?.n ?? 0),
    scans30d: Number(scanCount[0]?.n ?? 0),
    recentActivity,
    orderRevenue: centsToAmount(orderRevenueCents),
    subscriptionRevenue: centsToAmount(mrrCents),
    mrr: centsToAmount(mrrCents),
    pendingOrders: Number(pendingOrders[0]?.n ?? 0),
    pendingAmount: centsToAmount(Number(pendingOrders[0]?.amount ?? 0)),
  };
}

/** Scans, sign-ups and orders per UTC day for the built-in metrics panel. */
export async function getAdminTimeseries({ db, days = 30 }: { db: Database; days?: number }): Promise<AdminTimeseries> {
  const start = new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) - (days - 1) * DAY_MS);
  const perDay = async (
    column: typeof scans.occurredAt | typeof users.createdAt | typeof orders.createdAt,
    table: typeof scans | typeof users | typeof orders,
    extra?: SQL,
  ) => {
    const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, n: count() })
      .from(table)
      .where(and(gte(column, start), extra))
      .groupBy(day);
    return new Map(rows.map((row) => [row.day, Number(row.n)]));
  };
  const [scanDays, signupDays, orderDays] = await Promise.all([
    perDay(scans.occurredAt, scans, and(eq(scans.isBot, false), ne(scans.kind, 'refused'))),
    perDay(users.createdAt, users),
    perDay(orders.createdAt, orders),
  ]);
  const result: AdminTimeseries['days'] = [];
  for (let index = 0; index < days; index++) {
    const date = new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    result.push({
      date,
      scans: scanDays.get(date) ?? 0,
      signups: signupDays.get(date) ?? 0,
      orders: orderDays.get(date) ?? 0,
    });
  }
  return { days: result };
}
