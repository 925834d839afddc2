import type { TeamInvitation } from '@nfc/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

// POST /api/team/invitations/:id/resend - mails the invitation again with a new link valid 7 days; the old link dies
export async function resendInvitation(id: string): Promise<TeamInvitation> {
  const { data } = await api.post<TeamInvitation>(`/team/invitations/${encodeURIComponent(id)}/resend`);
  return data;
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
