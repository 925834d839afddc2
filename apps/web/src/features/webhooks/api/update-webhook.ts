import type { UpdateWebhookBody, WebhookEndpoint } from '@nfc/contract/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { webhooksQueryKey } from './get-webhooks';

// PATCH /api/webhooks/:id - change url, description, events or isActive
export async function updateWebhook({ id, body }: { id: string; body: UpdateWebhookBody }): Promise<WebhookEndpoint> {
  const { data } = await api.patch<WebhookEndpoint>(`/webhooks/${encodeURIComponent(id)}`, body);
  return data;
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
