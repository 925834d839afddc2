import type { SsoConnectionBody, SsoSettings } from '@nfc/contract/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ssoSettingsQueryKey } from './get-sso-settings';

// PUT /api/team/sso - set the organisation's one connection (OIDC or SAML), replacing the one before
export async function saveSsoConnection(body: SsoConnectionBody): Promise<SsoSettings> {
  const { data } = await api.put<SsoSettings>('/team/sso', body);
  return data;
}

export function useSaveSsoConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSsoConnection,
    onSuccess: (settings) => queryClient.setQueryData(ssoSettingsQueryKey, settings),
  });
}
