import type { ScimToken } from '@nfc/contract/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ssoSettingsQueryKey } from './get-sso-settings';

// POST /api/team/scim-token - a new SCIM token, shown this once; it replaces the one before
export async function createScimToken(): Promise<ScimToken> {
  const { data } = await api.post<ScimToken>('/team/scim-token');
  return data;
}

export function useCreateScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScimToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoSettingsQueryKey }),
  });
}
