import type { UpdateProfileBody } from '@nfc/contract/auth';
import type { User } from '@nfc/contract/users';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { plans, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

export type UserRow = typeof users.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

export function toUser(row: UserRow, plan: Pick<PlanRow, 'id' | 'name' | 'tagLimit'> | null): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    isAccountActive: row.isAccountActive,
    isEmailVerified: row.isEmailVerified,
    organisationName: row.organisationName,
    organisationStreet: row.organisationStreet,
    organisationNumber: row.organisationNumber,
    organisationPlz: row.organisationPlz,
    organisationCity: row.organisationCity,
    organisationCountry: row.organisationCountry,
    contactFirstName: row.contactFirstName,
    contactLastName: row.contactLastName,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    plan: plan ? { id: plan.id, name: plan.name, tagLimit: plan.tagLimit } : null,
    tagQuota: row.tagQuota,
    subscriptionStatus: row.subscriptionStatus,
    planExpiresAt: row.planExpiresAt?.toISOString() ?? null,
  };
}

/** The user with their plan, and the row for what only the server may see (hash, token version). */
export async function getUserRecord({ db, userId }: { db: Executor; userId: string }) {
  const [found] = await db
    .select({ user: users, plan: { id: plans.id, name: plans.name, tagLimit: plans.tagLimit } })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId));
  return found ? { row: found.user, user: toUser(found.user, found.plan) } : null;
}

export async function getUser({ db, userId }: { db: Executor; userId: string }): Promise<User> {
  const record = await getUserRecord({ db, userId });
  if (!record) throw notFound('User');
  return record.user;
}

export async function findUserRowByEmail({ db, email }: { db: Executor; email: string }) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

/** Only organisation fields: role, plan, quota, activation and e-mail are never set here. */
export async function updateProfile({ db, userId, data }: { db: Database; userId: string; data: UpdateProfileBody }) {
  await db
    .update(users)
    .set({
      organisationName: data.organisationName,
      organisationStreet: data.organisationStreet || null,
      organisationNumber: data.organisationNumber || null,
      organisationPlz: data.organisationPlz || null,
      organisationCity: data.organisationCity,
      organisationCountry: data.organisationCountry || null,
    })
    .where(eq(users.id, userId));
  return getUser({ db, userId });
}
