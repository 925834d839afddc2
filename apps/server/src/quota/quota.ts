import { ANALYTICS_PLANS, TAG_CREATION_PLAN } from '@nfc/contract/tags';
import type { User } from '@nfc/contract/users';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { plans, users } from '../db/schema.ts';
import { notFound } from '../errors.ts';

type Allowed = { tagQuota: User['tagQuota']; plan: { tagLimit: number } | null };

/** How many tags, and separately how many vCards, a user may hold (docs/architecture.md, Quota: the admin override wins). */
export function allowanceOf(user: Allowed): number {
  return user.tagQuota ?? user.plan?.tagLimit ?? 0;
}

/**
 * Locks the owner's user row until `tx` ends, so creates limited per owner (tags, vCards, webhook endpoints) count
 * and insert one at a time instead of racing past the limit; answers the allowance as of the lock. NO KEY UPDATE
 * leaves the foreign-key checks of scans written for this owner meanwhile unblocked.
 */
export async function lockQuotaOwner(tx: Executor, { userId }: { userId: string }): Promise<{ allowance: number }> {
  const [owner] = await tx
    .select({ tagQuota: users.tagQuota, plan: { tagLimit: plans.tagLimit } })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId))
    .for('no key update', { of: users });
  if (!owner) throw notFound('noun.account');
  return { allowance: allowanceOf(owner) };
}

export function canCreateTags(user: Pick<User, 'plan'>): boolean {
  return user.plan?.name === TAG_CREATION_PLAN;
}

export function canSeeAnalytics(user: Pick<User, 'plan'>): boolean {
  return (ANALYTICS_PLANS as readonly string[]).includes(user.plan?.name ?? '');
}
