import type { SubscriptionStatus, User } from '@nfc/contract/users';

/** What the one button of a plan card offers (spec: billing section 2). */
export type PlanButtonState = 'subscribe' | 'change' | 'current' | 'redirecting';

export function getPlanButtonState(options: {
  planId: string;
  currentPlanId: string | null | undefined;
  redirectingPlanId: string | null;
}): PlanButtonState {
  const { planId, currentPlanId, redirectingPlanId } = options;
  if (redirectingPlanId === planId) return 'redirecting';
  if (currentPlanId === planId) return 'current';
  return currentPlanId ? 'change' : 'subscribe';
}

/** Every status that starts with 'active' counts as an active subscription. */
export function isSubscriptionActive(status: SubscriptionStatus | null | undefined): boolean {
  return status?.startsWith('active') ?? false;
}

export function isCancellationScheduled(status: SubscriptionStatus | null | undefined): boolean {
  return status === 'active_cancel_pending';
}

/** The admin's quota wins over the plan's limit; no plan means no tags (docs/architecture.md, Quota). */
export function getTagQuota(user: Pick<User, 'tagQuota' | 'plan'> | null | undefined): number {
  return user?.tagQuota ?? user?.plan?.tagLimit ?? 0;
}
