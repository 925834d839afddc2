import type { MessageResponse } from '@nfc/contract/auth';
import type { TransferBody } from '@nfc/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { teamQueryKey } from './get-team';

// POST /api/team/transfer - the member becomes the owner, the caller an admin
export async function transferOwnership(body: TransferBody): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/team/transfer', body);
  return data;
}

/** The caller's role changes too: their profile (navigation, guards) and the team are read again. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  const { refetchProfile } = useAuth();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: () => Promise.all([refetchProfile(), queryClient.invalidateQueries({ queryKey: teamQueryKey })]),
  });
}
