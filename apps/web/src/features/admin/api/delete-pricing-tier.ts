import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminAuditQueryKey } from './get-admin-audit';
import { pricingTiersQueryKey } from './get-pricing-tiers';

// DELETE /api/admin/pricing/tiers/:id - delete a pricing tier (204)
export async function deletePricingTier(id: string): Promise<void> {
  await api.delete(`/admin/pricing/tiers/${encodeURIComponent(id)}`);
}

export function useDeletePricingTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePricingTier,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingTiersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]),
  });
}
