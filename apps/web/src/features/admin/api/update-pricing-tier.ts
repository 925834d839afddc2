import type { Tier, TierBody } from '@nfc/contract/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrapData } from '../lib/unwrap';
import { adminAuditQueryKey } from './get-admin-audit';
import { pricingTiersQueryKey } from './get-pricing-tiers';

// PUT /api/admin/pricing/tiers/:id - replace a pricing tier's fields
export async function updatePricingTier({ id, body }: { id: string; body: TierBody }): Promise<Tier> {
  const { data } = await api.put<unknown>(`/admin/pricing/tiers/${encodeURIComponent(id)}`, body);
  return unwrapData<Tier>(data);
}

export function useUpdatePricingTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePricingTier,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingTiersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]),
  });
}
