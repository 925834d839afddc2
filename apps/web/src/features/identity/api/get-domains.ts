import type { VerifiedDomain } from '@nfc/contract/identity';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const domainsQueryKey = ['identity', 'domains'] as const;

// GET /api/team/domains - the organisation's domains with their TXT record and verification state
export async function getDomains(): Promise<VerifiedDomain[]> {
  const { data } = await api.get<VerifiedDomain[]>('/team/domains');
  return data;
}

export function useDomains() {
  return useQuery({ queryKey: domainsQueryKey, queryFn: getDomains });
}
