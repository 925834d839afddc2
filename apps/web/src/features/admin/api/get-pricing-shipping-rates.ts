import type { ShippingRate } from '@nfc/contract/pricing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrapData } from '../lib/unwrap';

export const pricingShippingRatesQueryKey = ['admin', 'pricing', 'shipping-rates'] as const;

// GET /api/admin/pricing/shipping - every shipping rate, active or not (wrapped in `data` or plain)
export async function getPricingShippingRates(): Promise<ShippingRate[]> {
  const { data } = await api.get<unknown>('/admin/pricing/shipping');
  return unwrapData<ShippingRate[]>(data);
}

export function usePricingShippingRates() {
  return useQuery({ queryKey: pricingShippingRatesQueryKey, queryFn: getPricingShippingRates });
}
