import type { Team } from '@nfc/contract/team';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The root key of the team: every change to members or invitations invalidates it. */
export const teamQueryKey = ['team'] as const;

// GET /api/team - the organisation, its members, open invitations and seats (a member sees only themselves)
export async function getTeam(): Promise<Team> {
  const { data } = await api.get<Team>('/team');
  return data;
}

export function useTeam() {
  return useQuery({ queryKey: teamQueryKey, queryFn: getTeam });
}
