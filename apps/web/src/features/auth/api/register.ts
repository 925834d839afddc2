import type { MessageResponse, RegisterBody } from '@nfc/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/auth/register - creates the organisation account and sends the verification mail
export async function register(body: RegisterBody): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/auth/register', body);
  return data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
