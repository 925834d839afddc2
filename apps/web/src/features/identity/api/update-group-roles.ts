import type { GroupRolesBody, SsoSettings } from '@nfc/contract/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ssoSettingsQueryKey } from './get-sso-settings';

// PUT /api/team/sso/group-roles - which identity provider group gives which role at sign-in
export async function updateGroupRoles(body: GroupRolesBody): Promise<GroupRolesBody> {
  const { data } = await api.put<GroupRolesBody>('/team/sso/group-roles', body);
  return data;
}

export function useUpdateGroupRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroupRoles,
    onSuccess: ({ groupRoles }) =>
      queryClient.setQueryData<SsoSettings>(ssoSettingsQueryKey, (settings) => settings && { ...settings, groupRoles }),
  });
}
