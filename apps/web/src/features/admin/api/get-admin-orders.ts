import type { AdminOrder } from '@nfc/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminOrdersQueryKey = ['admin', 'orders'] as const;

// GET /api/admin/orders - every fob order, newest first
export async function getAdminOrders(): Promise<AdminOrder[]> {
  const { data } = await api.get<AdminOrder[]>('/admin/orders');
  return data;
}

export function useAdminOrders() {
  return useQuery({ queryKey: adminOrdersQueryKey, queryFn: getAdminOrders });
}
