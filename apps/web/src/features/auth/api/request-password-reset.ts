import type { DataMessageResponse, EmailBody } from '@nfc/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/auth/request-password-reset - mails a reset link (same answer for unknown addresses)
export async function requestPasswordReset(body: EmailBody): Promise<DataMessageResponse> {
  const { data } = await api.post<DataMessageResponse>('/auth/request-password-reset', body);
  return data;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
