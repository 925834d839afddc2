import type { Customization, CustomizationBody } from '@nfc/contract/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrapData } from '../lib/unwrap';
import { adminAuditQueryKey } from './get-admin-audit';
import { pricingCustomizationsQueryKey } from './get-pricing-customizations';

// PUT /api/admin/pricing/customizations/:id - replace a customization price's fields
export async function updatePricingCustomization({
  id,
  body,
}: {
  id: string;
  body: CustomizationBody;
}): Promise<Customization> {
  const { data } = await api.put<unknown>(`/admin/pricing/customizations/${encodeURIComponent(id)}`, body);
  return unwrapData<Customization>(data);
}

export function useUpdatePricingCustomization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePricingCustomization,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingCustomizationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]),
  });
}
