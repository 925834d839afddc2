import { ANALYTICS_PLANS, TAG_CREATION_PLANS } from '@nfc/contract/tags';
import type { User } from '@nfc/contract/users';

type PlanHolder = Pick<User, 'plan' | 'tagQuota'> | null | undefined;

/** How many tags the user may hold: the admin's quota wins over the plan's limit (docs/architecture.md, Quota). */
export function getTagAllowance(user: PlanHolder): number {
  return user?.tagQuota ?? user?.plan?.tagLimit ?? 0;
}

export function canCreateTags(user: PlanHolder): boolean {
  return (TAG_CREATION_PLANS as readonly string[]).includes(user?.plan?.name ?? '');
}

export function canSeeAnalytics(user: PlanHolder): boolean {
  return (ANALYTICS_PLANS as readonly string[]).includes(user?.plan?.name ?? '');
}

export type TagCreation =
  | { kind: 'needsPlan' }
  | { kind: 'limitReached'; limit: number }
  | { kind: 'allowed'; limit: number; remaining: number };

/** Mirrors the server's rules: the Pro plan, and fewer tags than the allowance. */
export function getTagCreation(user: PlanHolder, tagCount: number): TagCreation {
  if (!canCreateTags(user)) return { kind: 'needsPlan' };
  const limit = getTagAllowance(user);
  if (tagCount >= limit) return { kind: 'limitReached', limit };
  return { kind: 'allowed', limit, remaining: limit - tagCount };
}
