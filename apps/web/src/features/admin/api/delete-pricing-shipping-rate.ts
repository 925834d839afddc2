import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminAuditQueryKey } from './get-admin-audit';
import { pricingShippingRatesQueryKey } from './get-pricing-shipping-rates';

// DELETE /api/admin/pricing/shipping/:id - delete a shipping rate (204)
export async function deletePricingShippingRate(id: string): Promise<void> {
  await api.delete(`/admin/pricing/shipping/${encodeURIComponent(id)}`);
}

export function useDeletePricingShippingRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePricingShippingRate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingShippingRatesQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]),
  });
}
