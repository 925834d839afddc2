import type { Customization, CustomizationBody } from '@nfc/contract/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrapData } from '../lib/unwrap';
import { adminAuditQueryKey } from './get-admin-audit';
import { pricingCustomizationsQueryKey } from './get-pricing-customizations';

// POST /api/admin/pricing/customizations - create a customization price (201)
export async function createPricingCustomization(body: CustomizationBody): Promise<Customization> {
  const { data } = await api.post<unknown>('/admin/pricing/customizations', body);
  return unwrapData<Customization>(data);
}

export function useCreatePricingCustomization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPricingCustomization,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingCustomizationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]),
  });
}
