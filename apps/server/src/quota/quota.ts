import { IDENTITY_PLANS } from '@nfc/contract/identity';
import { LINK_DOMAIN_PLANS } from '@nfc/contract/link-domains';
import { ANALYTICS_PLANS, TAG_CREATION_PLANS } from '@nfc/contract/tags';
import { FREE_SEAT_LIMIT } from '@nfc/contract/team';
import type { User } from '@nfc/contract/users';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { organisations, plans } from '../db/schema.ts';
import { notFound } from '../errors.ts';

type Allowed = { tagQuota: User['tagQuota']; plan: { tagLimit: number } | null };

/** How many tags, and separately how many vCards, a user may hold (docs/architecture.md, Quota: the admin override wins). */
export function allowanceOf(user: Allowed): number {
  return user.tagQuota ?? user.plan?.tagLimit ?? 0;
}

/** The organisation's tag allowance and seat limit (see allowanceOf and seatLimitOf). */
const limitsQuery = (db: Executor, organisationId: string) =>
  db
    .select({
      tagQuota: organisations.tagQuota,
      planId: organisations.planId,
      plan: { tagLimit: plans.tagLimit, seatLimit: plans.seatLimit },
    })
    .from(organisations)
    .leftJoin(plans, eq(plans.id, organisations.planId))
    .where(eq(organisations.id, organisationId));

type Limits = { allowance: number; seatLimit: number | null };

const toLimits = (owner: Awaited<ReturnType<typeof limitsQuery>>[number] | undefined): Limits => {
  if (!owner) throw notFound('noun.account');
  return { allowance: allowanceOf(owner), seatLimit: seatLimitOf(owner.planId ? owner.plan : null) };
};

/** The organisation's limits as they are now, for display; a check that must hold takes lockQuotaOwner. */
export async function readOrganisationLimits(
  db: Executor,
  { organisationId }: { organisationId: string },
): Promise<Limits> {
  const [owner] = await limitsQuery(db, organisationId);
  return toLimits(owner);
}

/**
 * Locks the organisation's row until `tx` ends, so creates limited per organisation (tags, vCards, webhook
 * endpoints, invitations) count and insert one at a time instead of racing past the limit; answers the limits as
 * of the lock. NO KEY UPDATE leaves the foreign-key checks of scans written meanwhile unblocked.
 */
export async function lockQuotaOwner(tx: Executor, { organisationId }: { organisationId: string }): Promise<Limits> {
  const [owner] = await limitsQuery(tx, organisationId).for('no key update', { of: organisations });
  return toLimits(owner);
}

/**
 * How many members (open invitations included) an organisation may have: its plan's seats (null: unlimited), or
 * FREE_SEAT_LIMIT without a plan.
 */
export function seatLimitOf(plan: { seatLimit: number | null } | null): number | null {
  return plan ? plan.seatLimit : FREE_SEAT_LIMIT;
}

export function canCreateTags(user: Pick<User, 'plan'>): boolean {
  return (TAG_CREATION_PLANS as readonly string[]).includes(user.plan?.name ?? '');
}

/** Verified domains, single sign-on and SCIM (issue 30). */
export function canUseIdentity(user: Pick<User, 'plan'>): boolean {
  return (IDENTITY_PLANS as readonly string[]).includes(user.plan?.name ?? '');
}

/** Links on the organisation's own domains (issue 33): the Pro and Enterprise plans. */
export function canUseLinkDomains(user: Pick<User, 'plan'>): boolean {
  return (LINK_DOMAIN_PLANS as readonly string[]).includes(user.plan?.name ?? '');
}

export function canSeeAnalytics(user: Pick<User, 'plan'>): boolean {
  return (ANALYTICS_PLANS as readonly string[]).includes(user.plan?.name ?? '');
}
