import type { Tier, TierBody } from '@nfc/contract/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrapData } from '../lib/unwrap';
import { adminAuditQueryKey } from './get-admin-audit';
import { pricingTiersQueryKey } from './get-pricing-tiers';

// POST /api/admin/pricing/tiers - create a pricing tier (201)
export async function createPricingTier(body: TierBody): Promise<Tier> {
  const { data } = await api.post<unknown>('/admin/pricing/tiers', body);
  return unwrapData<Tier>(data);
}

export function useCreatePricingTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPricingTier,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingTiersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]),
  });
}
