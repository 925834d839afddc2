import type { CreateWebhookBody, WebhookEndpoint } from '@nfc/contract/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { webhooksQueryKey } from './get-webhooks';

// POST /api/webhooks - register an https endpoint; the answer carries its signing secret
export async function createWebhook(body: CreateWebhookBody): Promise<WebhookEndpoint> {
  const { data } = await api.post<WebhookEndpoint>('/webhooks', body);
  return data;
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
