import type { Tier } from '@nfc/contract/pricing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrapData } from '../lib/unwrap';

export const pricingTiersQueryKey = ['admin', 'pricing', 'tiers'] as const;

// GET /api/admin/pricing/tiers - every pricing tier, active or not (wrapped in `data` or plain)
export async function getPricingTiers(): Promise<Tier[]> {
  const { data } = await api.get<unknown>('/admin/pricing/tiers');
  return unwrapData<Tier[]>(data);
}

export function usePricingTiers() {
  return useQuery({ queryKey: pricingTiersQueryKey, queryFn: getPricingTiers });
}
