import type { OrderHistoryQuery, OrderHistoryResponse } from '@nfc/contract/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const orderHistoryQueryKey = ['orders', 'history'] as const;

// GET /api/orders/history - the signed-in user's orders, one page at a time (status omitted for all)
export async function getOrderHistory(query: OrderHistoryQuery, signal?: AbortSignal): Promise<OrderHistoryResponse> {
  const { data } = await api.get<OrderHistoryResponse>('/orders/history', { params: query, signal });
  return data;
}

export function useOrderHistory(query: OrderHistoryQuery) {
  return useQuery({
    queryKey: [...orderHistoryQueryKey, query],
    queryFn: ({ signal }) => getOrderHistory(query, signal),
    placeholderData: keepPreviousData,
  });
}
