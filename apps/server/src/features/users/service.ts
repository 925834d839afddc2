import type { UpdateProfileBody } from '@nfc/contract/auth';
import type { User } from '@nfc/contract/users';
import { eq } from 'drizzle-orm';
import { getUserRecord } from '../../accounts/user-records.ts';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

export async function getUser({ db, userId }: { db: Executor; userId: string }): Promise<User> {
  const record = await getUserRecord({ db, userId });
  if (!record) throw notFound('noun.user');
  return record.user;
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
