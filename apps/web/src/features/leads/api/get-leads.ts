import type { LeadList, LeadsQuery } from '@nfc/contract/leads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The root key of every leads list: a delete invalidates all pages and searches. */
export const leadsQueryKey = ['leads'] as const;

// GET /api/leads?search&page&pageSize - the signed-in user's leads, newest first, paged
export async function getLeads(query: LeadsQuery): Promise<LeadList> {
  const { data } = await api.get<LeadList>('/leads', { params: { ...query, search: query.search || undefined } });
  return data;
}

/** The previous page stays visible while the next one (or a new search) loads. */
export function useLeads(query: LeadsQuery) {
  return useQuery({
    queryKey: [...leadsQueryKey, query],
    queryFn: () => getLeads(query),
    placeholderData: keepPreviousData,
  });
}
