import type { CrmProvider } from '@nfc/contract/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationsQueryKey } from './get-integrations';

// DELETE /api/integrations/:provider - disconnect a CRM; its tokens are deleted (204)
export async function disconnectIntegration(provider: CrmProvider): Promise<void> {
  await api.delete(`/integrations/${encodeURIComponent(provider)}`);
}

export function useDisconnectIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsQueryKey }),
  });
}
