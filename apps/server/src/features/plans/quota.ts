import { ANALYTICS_PLANS, TAG_CREATION_PLAN } from '@nfc/contract/tags';
import type { User } from '@nfc/contract/users';

/** How many tags, and separately how many vCards, a user may hold (DESIGN.md, Quota: the admin override wins). */
export function allowanceOf(user: Pick<User, 'tagQuota' | 'plan'>): number {
  return user.tagQuota ?? user.plan?.tagLimit ?? 0;
}

export function canCreateTags(user: Pick<User, 'plan'>): boolean {
  return user.plan?.name === TAG_CREATION_PLAN;
}

export function canSeeAnalytics(user: Pick<User, 'plan'>): boolean {
  return (ANALYTICS_PLANS as readonly string[]).includes(user.plan?.name ?? '');
}
