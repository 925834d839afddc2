import type { MessageResponse } from '@nfc/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

// POST /api/organisation/deletion/cancel - the owner takes the scheduled deletion back
export async function cancelOrganisationDeletion(): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/organisation/deletion/cancel');
  return data;
}

export function useCancelOrganisationDeletion() {
  const { refetchProfile } = useAuth();
  return useMutation({ mutationFn: cancelOrganisationDeletion, onSuccess: () => refetchProfile() });
}
