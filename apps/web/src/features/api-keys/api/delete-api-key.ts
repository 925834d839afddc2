import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

// DELETE /api/api-keys/:id - revoke a key; it stops working at once (204)
export async function deleteApiKey(id: string): Promise<void> {
  await api.delete(`/api-keys/${encodeURIComponent(id)}`);
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
