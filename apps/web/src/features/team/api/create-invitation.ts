import type { InvitationBody, TeamInvitation } from '@nfc/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

// POST /api/team/invitations - mails an invitation link (409 when no seat is left or the address is taken)
export async function createInvitation(body: InvitationBody): Promise<TeamInvitation> {
  const { data } = await api.post<TeamInvitation>('/team/invitations', body);
  return data;
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
