import type { WebhookDeliveriesPage } from '@nfc/contract/webhooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { webhooksQueryKey } from './get-webhooks';

/** While a delivery is still pending its row changes on its own: look again this often. */
export const PENDING_REFRESH_MS = 3_000;

export const webhookDeliveriesQueryKey = (id: string) => [...webhooksQueryKey, id, 'deliveries'] as const;

// GET /api/webhooks/:id/deliveries?page= - the endpoint's deliveries, newest first
export async function getWebhookDeliveries(id: string, page: number): Promise<WebhookDeliveriesPage> {
  const { data } = await api.get<WebhookDeliveriesPage>(`/webhooks/${encodeURIComponent(id)}/deliveries`, {
    params: { page },
  });
  return data;
}

export function useWebhookDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: [...webhookDeliveriesQueryKey(id), page],
    queryFn: () => getWebhookDeliveries(id, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}
