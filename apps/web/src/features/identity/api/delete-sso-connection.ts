import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ssoSettingsQueryKey } from './get-sso-settings';

// DELETE /api/team/sso - remove the connection (204)
export async function deleteSsoConnection(): Promise<void> {
  await api.delete('/team/sso');
}

export function useDeleteSsoConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSsoConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoSettingsQueryKey }),
  });
}
