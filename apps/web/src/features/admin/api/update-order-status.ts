import type { AdminOrder, UpdateOrderStatusBody } from '@nfc/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminAuditQueryKey } from './get-admin-audit';
import { adminOrdersQueryKey } from './get-admin-orders';
import { adminStatsQueryKey } from './get-admin-stats';

// PUT /api/admin/orders/:id/status - status, notes and tracking number (required when shipped)
export async function updateOrderStatus({
  id,
  body,
}: {
  id: string;
  body: UpdateOrderStatusBody;
}): Promise<AdminOrder> {
  const { data } = await api.put<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}/status`, body);
  return data;
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
        // Revenue leaves out cancelled orders.
        queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]),
  });
}
