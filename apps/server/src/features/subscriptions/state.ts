import { and, eq, lt, sql } from 'drizzle-orm';
import { organisations } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { SubscriptionSnapshot } from '../../platform/payments/payments.ts';
import { expireInvitationsBeyondSeats } from '../../quota/seats.ts';

type Deps = Pick<AppDeps, 'db' | 'scanTargets' | 'sessions'>;

/**
 * The one place a provider's word changes an organisation's subscription (checkout, portal, webhooks and
 * the simulated provider all end here). Applying the same snapshot twice changes nothing more. A plan with fewer
 * seats than are in use expires the newest open invitations: nobody here could refuse it (decision 027).
 */
export async function applySubscriptionState(
  deps: Deps,
  { organisationId, snapshot }: { organisationId: string; snapshot: SubscriptionSnapshot },
) {
  const isLive = snapshot.status === 'active' || snapshot.status === 'past_due';
  const subscriptionStatus =
    snapshot.status === 'active' ? (snapshot.cancelAtPeriodEnd ? 'active_cancel_pending' : 'active') : snapshot.status;
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(organisations)
      .set({
        subscriptionStatus,
        planId: isLive ? snapshot.planId : null,
        currentPeriodEnd: isLive ? snapshot.currentPeriodEnd : null,
        planExpiresAt: subscriptionStatus === 'active_cancel_pending' ? snapshot.currentPeriodEnd : null,
        providerCustomerId: snapshot.providerCustomerId,
        providerSubscriptionId: isLive ? snapshot.providerSubscriptionId : null,
        // An active subscription activates the account; an ended one leaves activation to the admin.
        ...(snapshot.status === 'active' ? { isActive: true } : {}),
      })
      .where(eq(organisations.id, organisationId))
      .returning({ id: organisations.id });
    // An organisation erased meanwhile has nothing left to expire.
    if (updated.length > 0) await expireInvitationsBeyondSeats(tx, organisationId);
  });
  deps.scanTargets.invalidateOwner(organisationId);
  deps.sessions.invalidateOrganisation(organisationId);
}

/** Ends subscriptions whose scheduled cancellation has come (the provider's own clock does this too). */
export async function endExpiredSubscriptions(deps: Deps, now = new Date()) {
  const ended = await deps.db
    .update(organisations)
    .set({
      subscriptionStatus: 'canceled',
      planId: null,
      planExpiresAt: null,
      currentPeriodEnd: null,
      providerSubscriptionId: null,
    })
    .where(and(eq(organisations.subscriptionStatus, 'active_cancel_pending'), lt(organisations.planExpiresAt, now)))
    .returning({ id: organisations.id });
  for (const { id } of ended) {
    // Back to the free seats: invitations beyond them expire (decision 027).
    await deps.db.transaction((tx) => expireInvitationsBeyondSeats(tx, id));
    deps.scanTargets.invalidateOwner(id);
    deps.sessions.invalidateOrganisation(id);
  }
  return ended.length;
}

/**
 * The simulated provider renews its active subscriptions at the end of each period, as a real one would. The period's
 * end is not part of a session's user: the session cache is not concerned.
 */
export async function renewSimulatedSubscriptions(deps: Pick<Deps, 'db'>, periodDays: number, now = new Date()) {
  await deps.db
    .update(organisations)
    .set({ currentPeriodEnd: sql`${organisations.currentPeriodEnd} + make_interval(days => ${periodDays})` })
    .where(
      and(
        eq(organisations.subscriptionStatus, 'active'),
        lt(organisations.currentPeriodEnd, now),
        sql`${organisations.providerSubscriptionId} like 'sim_sub_%'`,
      ),
    );
}
