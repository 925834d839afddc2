import type { InvitationLink } from '@nfc/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

// POST /api/team/invitations/:id/link - a new link to pass on (valid 7 days); the previous link stops working
export async function renewInvitationLink(id: string): Promise<InvitationLink> {
  const { data } = await api.post<InvitationLink>(`/team/invitations/${encodeURIComponent(id)}/link`);
  return data;
}

export function useRenewInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewInvitationLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
