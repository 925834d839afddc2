import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

// DELETE /api/team/members/:id - removes the member; their cards pass to the caller (204)
export async function removeMember(id: string): Promise<void> {
  await api.delete(`/team/members/${encodeURIComponent(id)}`);
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
