import type { User } from '@nfc/contract/users';
import { and, eq } from 'drizzle-orm';
import { issueSessionToken } from '../../accounts/session-tokens.ts';
import { billingSessions, organisations, plans, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import { newSimulatedId } from '../../platform/payments/simulated.ts';
import { assertPlanFitsTeam } from '../../quota/seats.ts';
import { applySubscriptionState } from './state.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'keys' | 'payments' | 'scanTargets' | 'sessions'>;

async function getActivePlan(deps: Pick<Deps, 'db' | 'payments'>, planId: string, field: string) {
  const [plan] = isUuid(planId) ? await deps.db.select().from(plans).where(eq(plans.id, planId)) : [];
  if (!plan?.isActive)
    throw new AppError('VALIDATION', 'subscriptions.planUnavailable', {
      fields: { [field]: 'subscriptions.planUnavailable' },
    });
  if (deps.payments.kind === 'stripe' && !plan.stripePriceId)
    throw new AppError('BAD_REQUEST', 'subscriptions.notPurchasable');
  return plan;
}

/**
 * The organisation whose subscription the owner manages, with the owner's address for the provider. The provider
 * knows the organisation by its id (for accounts from before teams, the same id their user had).
 */
async function getBillingAccount(deps: Pick<Deps, 'db'>, user: Pick<User, 'id' | 'organisationId'>) {
  const [row] = await deps.db
    .select({ organisation: organisations, email: users.email })
    .from(organisations)
    .innerJoin(users, eq(users.id, user.id))
    .where(eq(organisations.id, user.organisationId));
  if (!row) throw new AppError('UNAUTHORIZED', 'auth.signInAgain');
  return { ...row.organisation, email: row.email };
}

const hasLiveSubscription = (row: typeof organisations.$inferSelect) =>
  Boolean(row.planId && row.subscriptionStatus?.startsWith('active'));

export async function createCheckoutSession(deps: Deps, { user, planId }: { user: User; planId: string }) {
  const row = await getBillingAccount(deps, user);
  if (hasLiveSubscription(row)) throw new AppError('CONFLICT', 'subscriptions.hasPlan');
  const plan = await getActivePlan(deps, planId, 'planId');
  await assertPlanFitsTeam(deps.db, {
    organisationId: row.id,
    plan,
    message: 'subscriptions.planTooSmall',
    field: 'planId',
  });
  const checkout = await deps.payments.createCheckout({
    sessionId: newSimulatedId('sim_cs'),
    user: { id: row.id, email: row.email, providerCustomerId: row.providerCustomerId },
    plan: { id: plan.id, stripePriceId: plan.stripePriceId },
  });
  await deps.db.insert(billingSessions).values({
    id: checkout.sessionId,
    organisationId: row.id,
    userId: user.id,
    kind: 'checkout',
    provider: deps.payments.kind,
    planId: plan.id,
  });
  return { url: checkout.url };
}

async function createPortal(deps: Deps, user: User, newPlan?: typeof plans.$inferSelect) {
  const row = await getBillingAccount(deps, user);
  if (!row.providerCustomerId || !hasLiveSubscription(row))
    throw new AppError('BAD_REQUEST', 'subscriptions.noSubscription');
  const sessionId = newSimulatedId('sim_ps');
  const portal = await deps.payments.createPortal({
    sessionId,
    user: {
      id: row.id,
      providerCustomerId: row.providerCustomerId,
      providerSubscriptionId: row.providerSubscriptionId,
    },
    newPlan: newPlan ? { id: newPlan.id, stripePriceId: newPlan.stripePriceId } : undefined,
  });
  if (deps.payments.kind === 'simulated') {
    await deps.db.insert(billingSessions).values({
      id: sessionId,
      organisationId: row.id,
      userId: user.id,
      kind: 'portal',
      provider: 'simulated',
      planId: newPlan?.id ?? null,
    });
  }
  return { url: portal.url };
}

export async function createPlanChangeSession(deps: Deps, { user, newPlanId }: { user: User; newPlanId: string }) {
  const plan = await getActivePlan(deps, newPlanId, 'newPlanId');
  if (user.plan?.id === plan.id) throw new AppError('CONFLICT', 'subscriptions.samePlan');
  // Chosen here, so refused here (decision 027); a downgrade made on the provider's own page expires invitations.
  await assertPlanFitsTeam(deps.db, {
    organisationId: user.organisationId,
    plan,
    message: 'subscriptions.planTooSmall',
    field: 'newPlanId',
  });
  return createPortal(deps, user, plan);
}

export async function createManageSession(deps: Deps, { user }: { user: User }) {
  return createPortal(deps, user);
}

/** Confirms the caller's own checkout and answers a fresh token that carries the new plan; safe to call twice. */
export async function verifyCheckoutSession(deps: Deps, { user, sessionId }: { user: User; sessionId: string }) {
  const [session] = await deps.db
    .select()
    .from(billingSessions)
    .where(
      and(
        eq(billingSessions.id, sessionId),
        eq(billingSessions.organisationId, user.organisationId),
        eq(billingSessions.kind, 'checkout'),
      ),
    );
  if (!session) throw notFound('noun.checkoutSession');
  const checkout = await deps.payments.getCheckout(sessionId);
  if (checkout.isComplete) {
    if (checkout.subscription)
      await applySubscriptionState(deps, { organisationId: user.organisationId, snapshot: checkout.subscription });
    if (session.status !== 'complete') {
      await deps.db
        .update(billingSessions)
        .set({ status: 'complete', completedAt: new Date() })
        .where(eq(billingSessions.id, sessionId));
    }
  }
  return withMessage(msg(checkout.isComplete ? 'subscriptions.verified' : 'subscriptions.pending'), {
    status: checkout.isComplete ? ('complete' as const) : session.status,
    token: await issueSessionToken(deps, user.id),
  });
}

/** A checkout or portal session of the simulated provider, whoever it belongs to (the provider's own lookup). */
export async function findBillingSession({ db }: Pick<Deps, 'db'>, sessionId: string) {
  const [session] = await db.select().from(billingSessions).where(eq(billingSessions.id, sessionId));
  return session ?? null;
}
