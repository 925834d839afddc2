import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { webhooksQueryKey } from './get-webhooks';

// DELETE /api/webhooks/:id - delete an endpoint with its deliveries (204)
export async function deleteWebhook(id: string): Promise<void> {
  await api.delete(`/webhooks/${encodeURIComponent(id)}`);
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
