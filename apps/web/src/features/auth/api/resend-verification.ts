import type { EmailBody, MessageResponse } from '@nfc/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/auth/resend-verification - sends a new verification mail
export async function resendVerification(body: EmailBody): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/auth/resend-verification', body);
  return data;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
