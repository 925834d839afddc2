import type { LoginResponse } from '@nfc/contract/auth';
import type { AcceptInvitationBody } from '@nfc/contract/team';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/team/invitations/:token/accept - public: creates the member's account and answers a session token
export async function acceptInvitation({
  token,
  body,
}: {
  token: string;
  body: AcceptInvitationBody;
}): Promise<LoginResponse> {
  const { data } = await api.post<LoginResponse>(`/team/invitations/${encodeURIComponent(token)}/accept`, body);
  return data;
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
