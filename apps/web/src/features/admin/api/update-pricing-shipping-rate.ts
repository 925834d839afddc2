import type { ShippingRate, ShippingRateBody } from '@nfc/contract/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrapData } from '../lib/unwrap';
import { adminAuditQueryKey } from './get-admin-audit';
import { pricingShippingRatesQueryKey } from './get-pricing-shipping-rates';

// PUT /api/admin/pricing/shipping/:id - replace a shipping rate's fields
export async function updatePricingShippingRate({
  id,
  body,
}: {
  id: string;
  body: ShippingRateBody;
}): Promise<ShippingRate> {
  const { data } = await api.put<unknown>(`/admin/pricing/shipping/${encodeURIComponent(id)}`, body);
  return unwrapData<ShippingRate>(data);
}

export function useUpdatePricingShippingRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePricingShippingRate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingShippingRatesQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]),
  });
}
