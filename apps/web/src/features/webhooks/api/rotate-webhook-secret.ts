import type { WebhookEndpoint } from '@nfc/contract/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { webhooksQueryKey } from './get-webhooks';

// POST /api/webhooks/:id/rotate-secret - replace the signing secret at once
export async function rotateWebhookSecret(id: string): Promise<WebhookEndpoint> {
  const { data } = await api.post<WebhookEndpoint>(`/webhooks/${encodeURIComponent(id)}/rotate-secret`);
  return data;
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
