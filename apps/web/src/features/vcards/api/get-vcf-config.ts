import type { VcfConfig } from '@nfc/contract/vcards';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vcfConfigsQueryKey } from './get-vcf-configs';

export const vcfConfigQueryKey = (id: string) => [...vcfConfigsQueryKey, 'detail', id] as const;

// GET /api/vcf-configs/:id - one of the user's vCards
export async function getVcfConfig(id: string): Promise<VcfConfig> {
  const { data } = await api.get<VcfConfig>(`/vcf-configs/${encodeURIComponent(id)}`);
  return data;
}

export function useVcfConfig(id: string) {
  return useQuery({ queryKey: vcfConfigQueryKey(id), queryFn: () => getVcfConfig(id), enabled: Boolean(id) });
}
