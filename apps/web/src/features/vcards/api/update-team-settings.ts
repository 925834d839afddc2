import type { TeamSettings, TeamSettingsBody } from '@nfc/contract/card-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamSettingsQueryKey } from './get-team-settings';

// PUT /api/team/settings - set the default template (or none) and whether members must use it
export async function updateTeamSettings(body: TeamSettingsBody): Promise<TeamSettings> {
  const { data } = await api.put<TeamSettings>('/team/settings', body);
  return data;
}

export function useUpdateTeamSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamSettings,
    onSuccess: (settings) => queryClient.setQueryData(teamSettingsQueryKey, settings),
  });
}
