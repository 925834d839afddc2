/**
 * A member's place in their organisation (decision 017):
 * - owner: everything, and the only one who sees billing and changes the plan; exactly one per organisation;
 * - admin: members, cards, templates, tags, orders, leads, webhooks, QR style;
 * - member: their own cards, with their leads and analytics.
 */
export const teamRoles = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof teamRoles)[number];

/** Roles an invitation or a role change may give: ownership only moves by a transfer. */
export const assignableRoles = ['admin', 'member'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

/** Owner and admin manage the organisation's cards, tags, orders, leads, members and settings. */
export const managesTeam = (role: TeamRole) => role === 'owner' || role === 'admin';
