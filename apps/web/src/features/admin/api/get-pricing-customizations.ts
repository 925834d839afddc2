import type { Customization } from '@nfc/contract/pricing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrapData } from '../lib/unwrap';

export const pricingCustomizationsQueryKey = ['admin', 'pricing', 'customizations'] as const;

// GET /api/admin/pricing/customizations - every customization price, active or not (wrapped in `data` or plain)
export async function getPricingCustomizations(): Promise<Customization[]> {
  const { data } = await api.get<unknown>('/admin/pricing/customizations');
  return unwrapData<Customization[]>(data);
}

export function usePricingCustomizations() {
  return useQuery({ queryKey: pricingCustomizationsQueryKey, queryFn: getPricingCustomizations });
}
