import { and, eq, lt, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { SubscriptionSnapshot } from '../../platform/payments/payments.ts';

type Deps = Pick<AppDeps, 'db' | 'scanTargets'>;

/**
 * The one place a provider's word changes a user's subscription (checkout, portal, webhooks and
 * the simulated provider all end here). Applying the same snapshot twice changes nothing more.
 */
export async function applySubscriptionState(
  deps: Deps,
  { userId, snapshot }: { userId: string; snapshot: SubscriptionSnapshot },
) {
  const isLive = snapshot.status === 'active' || snapshot.status === 'past_due';
  const subscriptionStatus =
    snapshot.status === 'active' ? (snapshot.cancelAtPeriodEnd ? 'active_cancel_pending' : 'active') : snapshot.status;
  await deps.db
    .update(users)
    .set({
      subscriptionStatus,
      planId: isLive ? snapshot.planId : null,
      currentPeriodEnd: isLive ? snapshot.currentPeriodEnd : null,
      planExpiresAt: subscriptionStatus === 'active_cancel_pending' ? snapshot.currentPeriodEnd : null,
      providerCustomerId: snapshot.providerCustomerId,
      providerSubscriptionId: isLive ? snapshot.providerSubscriptionId : null,
      // An active subscription activates the account; an ended one leaves activation to the admin.
      ...(snapshot.status === 'active' ? { isAccountActive: true } : {}),
    })
    .where(eq(users.id, userId));
  deps.scanTargets.invalidateOwner(userId);
}

/** Ends subscriptions whose scheduled cancellation has come (the provider's own clock does this too). */
export async function endExpiredSubscriptions(deps: Deps, now = new Date()) {
  const ended = await deps.db
    .update(users)
    .set({
      subscriptionStatus: 'canceled',
      planId: null,
      planExpiresAt: null,
      currentPeriodEnd: null,
      providerSubscriptionId: null,
    })
    .where(and(eq(users.subscriptionStatus, 'active_cancel_pending'), lt(users.planExpiresAt, now)))
    .returning({ id: users.id });
  for (const { id } of ended) deps.scanTargets.invalidateOwner(id);
  return ended.length;
}

/** The simulated provider renews its active subscriptions at the end of each period, as a real one would. */
export async function renewSimulatedSubscriptions(deps: Pick<Deps, 'db'>, periodDays: number, now = new Date()) {
  await deps.db
    .update(users)
    .set({ currentPeriodEnd: sql`${users.currentPeriodEnd} + make_interval(days => ${periodDays})` })
    .where(
      and(
        eq(users.subscriptionStatus, 'active'),
        lt(users.currentPeriodEnd, now),
        sql`${users.providerSubscriptionId} like 'sim_sub_%'`,
      ),
    );
}
