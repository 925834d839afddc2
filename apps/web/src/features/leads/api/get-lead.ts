import type { LeadDetail } from '@nfc/contract/leads';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leadsQueryKey } from './get-leads';

export const leadQueryKey = (id: string) => [...leadsQueryKey, 'detail', id] as const;

// GET /api/leads/:id - one lead with its notes and history
export async function getLead(id: string): Promise<LeadDetail> {
  const { data } = await api.get<LeadDetail>(`/leads/${encodeURIComponent(id)}`);
  return data;
}

export function useLead(id: string | null) {
  return useQuery({
    queryKey: leadQueryKey(id ?? ''),
    queryFn: () => getLead(id ?? ''),
    enabled: id !== null,
  });
}
