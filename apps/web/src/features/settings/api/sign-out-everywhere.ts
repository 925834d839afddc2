import type { MessageResponse } from '@nfc/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/auth/sign-out-everywhere - revokes every token of the account, this device's too
export async function signOutEverywhere(): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/auth/sign-out-everywhere');
  return data;
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
