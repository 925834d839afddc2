import type { BulkInvitationResult } from '@nfc/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

// POST /api/team/invitations/bulk - invites every row of a CSV file, or nobody (400 with the per-row report)
export async function uploadInvitations(file: File): Promise<BulkInvitationResult> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<BulkInvitationResult>('/team/invitations/bulk', form);
  return data;
}

export function useUploadInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadInvitations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
