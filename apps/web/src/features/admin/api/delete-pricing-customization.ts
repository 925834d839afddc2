import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminAuditQueryKey } from './get-admin-audit';
import { pricingCustomizationsQueryKey } from './get-pricing-customizations';

// DELETE /api/admin/pricing/customizations/:id - delete a customization price (204)
export async function deletePricingCustomization(id: string): Promise<void> {
  await api.delete(`/admin/pricing/customizations/${encodeURIComponent(id)}`);
}

export function useDeletePricingCustomization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePricingCustomization,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingCustomizationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]),
  });
}
