import type { WebhookEndpoint } from '@nfc/contract/webhooks';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The root key of everything about webhooks: invalidating it refreshes endpoints and their deliveries. */
export const webhooksQueryKey = ['webhooks'] as const;

// GET /api/webhooks - the signed-in user's endpoints, newest first
export async function getWebhooks(): Promise<WebhookEndpoint[]> {
  const { data } = await api.get<WebhookEndpoint[]>('/webhooks');
  return data;
}

export function useWebhooks() {
  return useQuery({ queryKey: webhooksQueryKey, queryFn: getWebhooks });
}
