import { managesTeam } from '@nfc/contract/team-roles';
import type { User } from '@nfc/contract/users';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Who makes a call, as tenancy needs it: the member, their organisation and their role (decision 017). */
export type Actor = Pick<User, 'id' | 'organisationId' | 'teamRole'>;

/**
 * Rows an actor may see among those that belong to a member (cards, and the leads and analytics that hang off
 * them): the whole organisation's for its owner and admins, only their own for a member.
 */
export function memberScope(actor: Actor, columns: { organisationId: PgColumn; userId: PgColumn }): SQL | undefined {
  const inOrganisation = eq(columns.organisationId, actor.organisationId);
  return managesTeam(actor.teamRole) ? inOrganisation : and(inOrganisation, eq(columns.userId, actor.id));
}
