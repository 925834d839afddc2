import type { LeadList, LeadsFilter, LeadsQuery } from '@nfc/contract/leads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The root key of every lead query (lists, details, labels): a change invalidates them all. */
export const leadsQueryKey = ['leads'] as const;

/** The filters as query parameters: empty ones left out, statuses comma-separated. */
export function filterParams(filter: LeadsFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.search) params.search = filter.search;
  if (filter.status?.length) params.status = filter.status.join(',');
  if (filter.assigneeId) params.assigneeId = filter.assigneeId;
  if (filter.label) params.label = filter.label;
  if (filter.vcfConfigId) params.vcfConfigId = filter.vcfConfigId;
  if (filter.from) params.from = filter.from;
  if (filter.to) params.to = filter.to;
  return params;
}

// GET /api/leads?search&status&assigneeId&label&vcfConfigId&from&to&page&pageSize - the user's leads, newest first, paged
export async function getLeads(query: LeadsQuery): Promise<LeadList> {
  const { page, pageSize, ...filter } = query;
  const { data } = await api.get<LeadList>('/leads', { params: { ...filterParams(filter), page, pageSize } });
  return data;
}

/** The previous page stays visible while the next one (or a new filter) loads. */
export function useLeads(query: LeadsQuery) {
  return useQuery({
    queryKey: [...leadsQueryKey, 'list', query],
    queryFn: () => getLeads(query),
    placeholderData: keepPreviousData,
  });
}
