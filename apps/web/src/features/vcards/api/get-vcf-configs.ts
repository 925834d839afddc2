import type { VcfConfig } from '@nfc/contract/vcards';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The root key of the user's vCards: invalidating it refreshes the list and every single card. */
export const vcfConfigsQueryKey = ['vcf-configs'] as const;

// GET /api/vcf-configs - the user's vCards, newest first
export async function getVcfConfigs(): Promise<VcfConfig[]> {
  const { data } = await api.get<VcfConfig[]>('/vcf-configs');
  return data;
}

export function useVcfConfigs() {
  return useQuery({ queryKey: vcfConfigsQueryKey, queryFn: getVcfConfigs });
}
