import type { User } from '@nfc/contract/users';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { plans, users } from '../db/schema.ts';

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

export async function findUserRowByEmail({ db, email }: { db: Executor; email: string }) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}
