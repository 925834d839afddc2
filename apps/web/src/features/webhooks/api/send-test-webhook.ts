import type { WebhookDelivery } from '@nfc/contract/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { webhookDeliveriesQueryKey } from './get-webhook-deliveries';

// POST /api/webhooks/:id/test - queue a 'ping' delivery (202)
export async function sendTestWebhook(id: string): Promise<WebhookDelivery> {
  const { data } = await api.post<WebhookDelivery>(`/webhooks/${encodeURIComponent(id)}/test`);
  return data;
}

export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: (_, id) => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey(id) }),
  });
}
