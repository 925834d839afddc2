import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { organisations, teamInvitations, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { type MessageKey, msg } from '../i18n/messages.ts';
import { lockQuotaOwner, seatLimitOf } from './quota.ts';

/** Invitations not yet used or expired: they hold a seat. */
export const isOpenInvitation = (now: Date) => gt(teamInvitations.expiresAt, now);

/** Members of an organisation (deactivated ones too: they keep their seat; not those SCIM deprovisioned). */
export async function countMembers(db: Executor, organisationId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), isNull(users.deprovisionedAt)));
  return Number(row?.n ?? 0);
}

/** Members plus open invitations (decision 017). */
export async function countSeatsUsed(db: Executor, organisationId: string, now = new Date()) {
  const [members, [invitations]] = await Promise.all([
    countMembers(db, organisationId),
    db
      .select({ n: count() })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.organisationId, organisationId), isOpenInvitation(now))),
  ]);
  return members + Number(invitations?.n ?? 0);
}

/**
 * Refuses a plan someone chooses for an organisation (an admin, or its owner at checkout or a plan change) when its
 * members and open invitations do not fit in the plan's seats (decision 027): they withdraw or remove first.
 */
export async function assertPlanFitsTeam(
  db: Executor,
  {
    organisationId,
    plan,
    message,
    field,
  }: { organisationId: string; plan: { seatLimit: number | null } | null; message: MessageKey; field: string },
) {
  const limit = seatLimitOf(plan);
  if (limit === null) return;
  const used = await countSeatsUsed(db, organisationId);
  if (used > limit) {
    throw new AppError('CONFLICT', message, {
      params: { used, limit },
      fields: { [field]: msg(message, { used, limit }) },
    });
  }
}

/**
 * Expires the newest open invitations an organisation's plan no longer has seats for, after a plan change nobody
 * could refuse (a provider's word, an ended subscription); members stay. Locks the organisation like every seat
 * check, so `db` should be a transaction. Answers how many invitations expired.
 */
export async function expireInvitationsBeyondSeats(db: Executor, organisationId: string, now = new Date()) {
  const { seatLimit } = await lockQuotaOwner(db, { organisationId });
  if (seatLimit === null) return 0;
  const open = await db
    .select({ id: teamInvitations.id })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.organisationId, organisationId), isOpenInvitation(now)))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
  const kept = Math.max(0, seatLimit - (await countMembers(db, organisationId)));
  const extra = open.slice(kept).map((invitation) => invitation.id);
  if (extra.length === 0) return 0;
  await db.update(teamInvitations).set({ expiresAt: now }).where(inArray(teamInvitations.id, extra));
  return extra.length;
}

/**
 * How many organisations on a plan use more than `limit` seats: an admin who lowers the plan's seats is refused while
 * any does (decision 027). Accepting checks the seats again, so an invitation sent meanwhile cannot seat anyone extra.
 */
export async function countTeamsBeyond(db: Executor, { planId, limit }: { planId: string; limit: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(organisations)
    .where(
      and(
        eq(organisations.planId, planId),
        sql`(select count(*) from ${users} where ${users.organisationId} = ${organisations.id})
          + (select count(*) from ${teamInvitations} where ${teamInvitations.organisationId} = ${organisations.id}
             and ${teamInvitations.expiresAt} > now()) > ${limit}`,
      ),
    );
  return Number(row?.n ?? 0);
}
