import type { TeamMember } from '@nfc/contract/team';
import type { TeamRole } from '@nfc/contract/team-roles';

export type MemberActions = {
  /** Change the role, deactivate or reactivate, remove. */
  canManage: boolean;
  /** Hand the ownership over ("Make owner"). */
  canTransfer: boolean;
};

/**
 * What the caller may do to one member, as the server allows it: nothing to themselves or to the owner; an admin
 * only to members; only the owner hands over the ownership, and only to an active member.
 */
export function getMemberActions(
  caller: { id: string | undefined; role: TeamRole },
  member: Pick<TeamMember, 'id' | 'role' | 'isActive'>,
): MemberActions {
  const isOther = member.id !== caller.id && member.role !== 'owner';
  const canManage = isOther && (caller.role === 'owner' || (caller.role === 'admin' && member.role === 'member'));
  return { canManage, canTransfer: isOther && caller.role === 'owner' && member.isActive };
}

/** The name a member is shown by: their name, or their address until they have given one. */
export function getMemberName(member: Pick<TeamMember, 'name' | 'email'>): string {
  return member.name?.trim() || member.email;
}

/** First and last name from an invitation's name, split at the first space (the join form's starting values). */
export function splitName(name: string | null): { firstName: string; lastName: string } {
  const trimmed = name?.trim() ?? '';
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}
