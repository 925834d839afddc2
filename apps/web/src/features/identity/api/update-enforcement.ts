import type { EnforcementBody, SsoSettings } from '@nfc/contract/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ssoSettingsQueryKey } from './get-sso-settings';

// PUT /api/team/sso/enforcement - require single sign-on for the verified domains (409 without a connection)
export async function updateEnforcement(body: EnforcementBody): Promise<EnforcementBody> {
  const { data } = await api.put<EnforcementBody>('/team/sso/enforcement', body);
  return data;
}

export function useUpdateEnforcement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnforcement,
    onSuccess: ({ enforced }) =>
      queryClient.setQueryData<SsoSettings>(ssoSettingsQueryKey, (settings) => settings && { ...settings, enforced }),
  });
}
