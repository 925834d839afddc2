import type { TeamSettings } from '@nfc/contract/card-templates';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const teamSettingsQueryKey = ['team-settings'] as const;

// GET /api/team/settings - the organisation's default template and whether members must use it
export async function getTeamSettings(): Promise<TeamSettings> {
  const { data } = await api.get<TeamSettings>('/team/settings');
  return data;
}

export function useTeamSettings() {
  return useQuery({ queryKey: teamSettingsQueryKey, queryFn: getTeamSettings });
}
