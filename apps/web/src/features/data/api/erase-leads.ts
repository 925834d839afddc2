import type { EraseLeadsBody, EraseLeadsResponse } from '@nfc/contract/erasure';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/leads/erase - erases every lead of one e-mail address in the organisation
export async function eraseLeads(body: EraseLeadsBody): Promise<EraseLeadsResponse> {
  const { data } = await api.post<EraseLeadsResponse>('/leads/erase', body);
  return data;
}

export function useEraseLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseLeads,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
