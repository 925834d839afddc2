import type { MessageResponse } from '@nfc/contract/auth';
import type { DeleteAccountBody } from '@nfc/contract/erasure';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// DELETE /api/users/me - the caller deletes their own account, keeping or deleting their cards
export async function deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
  const { data } = await api.delete<MessageResponse>('/users/me', { data: body });
  return data;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
