import type { TeamRole } from '@nfc/contract/team-roles';

/** Who may open the parts of the portal that not every member may use (decision 017). */
export const teamAreas = {
  /** Tags, orders, QR style, webhooks: the organisation's shared tools. */
  manage: ['owner', 'admin'],
  /** The plan and its payments. */
  billing: ['owner'],
} as const satisfies Record<string, readonly TeamRole[]>;

/** The user's role in their organisation; a session from before teams carries none, and those were all owners. */
export function getTeamRole(user: { teamRole?: TeamRole } | null | undefined): TeamRole {
  return user?.teamRole ?? 'owner';
}

/** True when the user's role is one of `roles` (no list: open to everyone). */
export function hasTeamRole(user: { teamRole?: TeamRole } | null | undefined, roles?: readonly TeamRole[]): boolean {
  return !roles || roles.includes(getTeamRole(user));
}
