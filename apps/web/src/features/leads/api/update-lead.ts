import type { LeadDetail, UpdateLeadBody } from '@nfc/contract/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leadQueryKey } from './get-lead';
import { leadsQueryKey } from './get-leads';

// PATCH /api/leads/:id - change status, assignee or labels; answers the lead with notes and history
export async function updateLead({ id, data }: { id: string; data: UpdateLeadBody }): Promise<LeadDetail> {
  const { data: lead } = await api.patch<LeadDetail>(`/leads/${encodeURIComponent(id)}`, data);
  return lead;
}

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    onSuccess: (lead) => {
      queryClient.setQueryData(leadQueryKey(lead.id), lead);
      return queryClient.invalidateQueries({ queryKey: leadsQueryKey });
    },
  });
}
