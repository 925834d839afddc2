import type { Lead } from '@nfc/contract/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leadsQueryKey } from './get-leads';

// POST /api/leads/:id/crm/retry - send a lead whose CRM sync failed once more (202)
export async function retryLeadCrmSync(id: string): Promise<Lead> {
  const { data } = await api.post<Lead>(`/leads/${encodeURIComponent(id)}/crm/retry`);
  return data;
}

export function useRetryLeadCrmSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryLeadCrmSync,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey }),
  });
}
