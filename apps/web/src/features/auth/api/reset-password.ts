import type { DataMessageResponse, ResetPasswordBody } from '@nfc/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/auth/reset-password - sets a new password with the token from the mail
export async function resetPassword(body: ResetPasswordBody): Promise<DataMessageResponse> {
  const { data } = await api.post<DataMessageResponse>('/auth/reset-password', body);
  return data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
