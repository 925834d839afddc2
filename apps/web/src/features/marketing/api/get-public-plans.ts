import type { PublicPlansResponse } from '@nfc/contract/plans';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const publicPlansQueryKey = ['public-plans'] as const;

// GET /api/public/plans - the active plans shown on /pricing
export async function getPublicPlans(): Promise<PublicPlansResponse> {
  const { data } = await api.get<PublicPlansResponse>('/public/plans');
  return data;
}

export function usePublicPlans() {
  return useQuery({ queryKey: publicPlansQueryKey, queryFn: getPublicPlans });
}
