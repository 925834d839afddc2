import type { User } from '@nfc/contract/users';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { organisations, plans, users } from '../db/schema.ts';
import type { SessionPrincipal } from '../platform/cache/session-cache.ts';

export type UserRow = typeof users.$inferSelect;
type PlanRow = typeof plans.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;

/** The user as the spec knows it: the organisation's fields, plan and subscription read from their organisation. */
export function toUser(
  row: UserRow,
  organisation: OrganisationRow,
  plan: Pick<PlanRow, 'id' | 'name' | 'tagLimit'> | null,
): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    isAccountActive: organisation.isActive,
    isEmailVerified: row.isEmailVerified,
    organisationName: organisation.name,
    organisationStreet: organisation.street,
    organisationNumber: organisation.number,
    organisationPlz: organisation.plz,
    organisationCity: organisation.city,
    organisationCountry: organisation.country,
    contactFirstName: row.contactFirstName,
    contactLastName: row.contactLastName,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    plan: plan ? { id: plan.id, name: plan.name, tagLimit: plan.tagLimit } : null,
    tagQuota: organisation.tagQuota,
    subscriptionStatus: organisation.subscriptionStatus,
    planExpiresAt: organisation.planExpiresAt?.toISOString() ?? null,
    organisationId: row.organisationId,
    teamRole: row.teamRole,
    deletionScheduledAt: organisation.deletionScheduledAt?.toISOString() ?? null,
  };
}

const selectUserRecord = (db: Executor) =>
  db
    .select({
      user: users,
      organisation: organisations,
      plan: { id: plans.id, name: plans.name, tagLimit: plans.tagLimit, seatLimit: plans.seatLimit },
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .leftJoin(plans, eq(plans.id, organisations.planId));

/**
 * The user with their organisation and its plan, and the rows for what only the server may see (hash, token
 * version, provider ids).
 */
export async function getUserRecord({ db, userId }: { db: Executor; userId: string }) {
  const [found] = await prepared(db, 'user_record', (executor) =>
    selectUserRecord(executor)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('user_record'),
  ).execute({ userId });
  return found
    ? {
        row: found.user,
        organisation: found.organisation,
        plan: found.plan,
        user: toUser(found.user, found.organisation, found.plan),
      }
    : null;
}

/** What the session cache keeps of a user (platform/cache/session-cache.ts). */
export async function loadSessionPrincipal(db: Database, userId: string): Promise<SessionPrincipal | null> {
  const record = await getUserRecord({ db, userId });
  if (!record) return null;
  // Shared by every request of the user until it changes: frozen, so no handler can alter it for the others.
  if (record.user.plan) Object.freeze(record.user.plan);
  return { user: Object.freeze(record.user), tokenVersion: record.row.tokenVersion, isActive: record.row.isActive };
}

export async function findUserRowByEmail({ db, email }: { db: Executor; email: string }) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}
