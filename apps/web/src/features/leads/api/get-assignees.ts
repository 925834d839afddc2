import type { LeadPerson } from '@nfc/contract/leads';
import type { Team } from '@nfc/contract/team';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/team - who a lead can be assigned to: the active members (a member's answer holds only themselves)
export async function getAssignees(): Promise<LeadPerson[]> {
  const { data } = await api.get<Team>('/team');
  return data.members
    .filter((member) => member.isActive)
    .map((member) => ({ id: member.id, name: member.name ?? member.email }));
}

export function useAssignees() {
  return useQuery({ queryKey: ['team', 'assignees'], queryFn: getAssignees });
}
