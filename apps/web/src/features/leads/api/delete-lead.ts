import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leadsQueryKey } from './get-leads';

// DELETE /api/leads/:id - delete one of the user's leads (204)
export async function deleteLead(id: string): Promise<void> {
  await api.delete(`/leads/${encodeURIComponent(id)}`);
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey }),
  });
}
