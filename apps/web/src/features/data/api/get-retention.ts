import type { OrganisationRetention } from '@nfc/contract/retention';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const retentionQueryKey = ['organisation-retention'] as const;

// GET /api/organisation/retention - how long the organisation's leads and scans are kept
export async function getRetention(): Promise<OrganisationRetention> {
  const { data } = await api.get<OrganisationRetention>('/organisation/retention');
  return data;
}

export function useRetention() {
  return useQuery({ queryKey: retentionQueryKey, queryFn: getRetention });
}
