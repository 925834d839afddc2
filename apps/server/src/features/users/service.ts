import type { UpdateProfileBody } from '@nfc/contract/auth';
import { managesTeam } from '@nfc/contract/team-roles';
import type { User } from '@nfc/contract/users';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../accounts/actor.ts';
import { getUserRecord } from '../../accounts/user-records.ts';
import type { Database, Executor } from '../../db/client.ts';
import { organisations } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { SessionCache } from '../../platform/cache/session-cache.ts';

export async function getUser({ db, userId }: { db: Executor; userId: string }): Promise<User> {
  const record = await getUserRecord({ db, userId });
  if (!record) throw notFound('noun.user');
  return record.user;
}

/**
 * Only the organisation's fields, which its owner and admins change (a member gets 403); role, plan, quota,
 * activation and e-mail are never set here.
 */
export async function updateProfile({
  db,
  sessions,
  actor,
  data,
}: {
  db: Database;
  sessions: SessionCache;
  actor: Actor;
  data: UpdateProfileBody;
}) {
  if (!managesTeam(actor.teamRole)) throw new AppError('FORBIDDEN', 'team.profileManagersOnly');
  await db
    .update(organisations)
    .set({
      name: data.organisationName,
      street: data.organisationStreet || null,
      number: data.organisationNumber || null,
      plz: data.organisationPlz || null,
      city: data.organisationCity,
      country: data.organisationCountry || null,
    })
    .where(eq(organisations.id, actor.organisationId));
  sessions.invalidateOrganisation(actor.organisationId);
  return getUser({ db, userId: actor.id });
}
