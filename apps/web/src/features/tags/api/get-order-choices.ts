import type { CustomerOrder, OrderHistoryResponse } from '@nfc/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type OrderChoice = Pick<CustomerOrder, 'id' | 'orderNumber' | 'orderDate' | 'status'>;

/** The largest page the order history serves: enough for the orders a tag may have come with. */
const ORDER_CHOICES_LIMIT = 100;

// GET /api/orders/history - the user's latest orders, newest first, that a tag may have arrived with
export async function getOrderChoices(): Promise<OrderChoice[]> {
  const { data } = await api.get<OrderHistoryResponse>('/orders/history', {
    params: { limit: ORDER_CHOICES_LIMIT, sortBy: 'date' },
  });
  return data.orders.map(({ id, orderNumber, orderDate, status }) => ({ id, orderNumber, orderDate, status }));
}

export function useOrderChoices() {
  return useQuery({ queryKey: ['tags', 'order-choices'], queryFn: getOrderChoices, staleTime: 0 });
}
