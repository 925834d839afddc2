import type { ShippingRate, ShippingRateBody } from '@nfc/contract/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrapData } from '../lib/unwrap';
import { adminAuditQueryKey } from './get-admin-audit';
import { pricingShippingRatesQueryKey } from './get-pricing-shipping-rates';

// POST /api/admin/pricing/shipping - create a shipping rate (201)
export async function createPricingShippingRate(body: ShippingRateBody): Promise<ShippingRate> {
  const { data } = await api.post<unknown>('/admin/pricing/shipping', body);
  return unwrapData<ShippingRate>(data);
}

export function useCreatePricingShippingRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPricingShippingRate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingShippingRatesQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]),
  });
}
