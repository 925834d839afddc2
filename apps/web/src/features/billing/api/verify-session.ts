import type { VerifySessionResponse } from '@nfc/contract/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/subscriptions/verify-session - confirms a finished checkout; answers a fresh token with the new plan
export async function verifySession(sessionId: string): Promise<VerifySessionResponse> {
  const { data } = await api.post<VerifySessionResponse>('/subscriptions/verify-session', { sessionId });
  return data;
}

export function useVerifySession() {
  return useMutation({ mutationFn: verifySession });
}
