import type { AdminUser } from '@nfc/contract/admin';

/** An organisation as the admin users page shows it: its owner (whose edit sets the organisation's plan) and members. */
export type OrganisationGroup = {
  id: string;
  name: string | null;
  owner: AdminUser;
  /** Owner first, then admins, then members, each oldest first. */
  members: AdminUser[];
};

const roleRank = { owner: 0, admin: 1, member: 2 } as const;

/** The users grouped by organisation, newest organisation (by its owner's registration) first. */
export function groupByOrganisation(users: readonly AdminUser[]): OrganisationGroup[] {
  const groups = new Map<string, AdminUser[]>();
  for (const user of users) {
    const members = groups.get(user.organisationId);
    if (members) members.push(user);
    else groups.set(user.organisationId, [user]);
  }
  const result: OrganisationGroup[] = [];
  for (const [id, members] of groups) {
    members.sort((a, b) => roleRank[a.teamRole] - roleRank[b.teamRole] || a.createdAt.localeCompare(b.createdAt));
    const owner = members[0]!;
    result.push({ id, name: owner.organisationName, owner, members });
  }
  return result.sort((a, b) => b.owner.createdAt.localeCompare(a.owner.createdAt));
}

/** What an organisation is found by in the search: its name and every member's e-mail address. */
export const getOrganisationSearchText = (group: OrganisationGroup) => [
  group.name,
  ...group.members.map((member) => member.email),
];
