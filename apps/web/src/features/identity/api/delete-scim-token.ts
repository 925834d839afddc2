import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ssoSettingsQueryKey } from './get-sso-settings';

// DELETE /api/team/scim-token - revoke the SCIM token; provisioning stops at once (204)
export async function deleteScimToken(): Promise<void> {
  await api.delete('/team/scim-token');
}

export function useDeleteScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScimToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoSettingsQueryKey }),
  });
}
