import type { InvitationPreview } from '@nfc/contract/team';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/team/invitations/:token - public: who invites whom as what (404 when unknown, used or expired)
export async function getInvitationPreview(token: string): Promise<InvitationPreview> {
  const { data } = await api.get<InvitationPreview>(`/team/invitations/${encodeURIComponent(token)}`);
  return data;
}

export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: ['team-invitation', token],
    queryFn: () => getInvitationPreview(token ?? ''),
    enabled: Boolean(token),
    retry: false,
  });
}
