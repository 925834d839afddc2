import type { BillingModeResponse } from '@nfc/contract/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/public/billing-mode - whether checkout runs through the test-mode provider
export async function getBillingMode(): Promise<BillingModeResponse> {
  const { data } = await api.get<BillingModeResponse>('/public/billing-mode');
  return data;
}

export function useBillingMode() {
  // The provider is chosen at server start: one answer per visit is enough.
  return useQuery({ queryKey: ['billing-mode'], queryFn: getBillingMode, staleTime: Number.POSITIVE_INFINITY });
}
