import type { TeamMember, UpdateMemberBody } from '@nfc/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

// PUT /api/team/members/:id - change a member's role or (de)activate them
export async function updateMember({ id, body }: { id: string; body: UpdateMemberBody }): Promise<TeamMember> {
  const { data } = await api.put<TeamMember>(`/team/members/${encodeURIComponent(id)}`, body);
  return data;
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
