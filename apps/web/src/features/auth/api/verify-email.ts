import type { MessageResponse } from '@nfc/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/auth/verify-email/:token - confirms the address (the token is single use)
export async function verifyEmail(token: string): Promise<MessageResponse> {
  const { data } = await api.get<MessageResponse>(`/auth/verify-email/${encodeURIComponent(token)}`);
  return data;
}

/** A query, not an effect: concurrent mounts (StrictMode) share one request, so the token is spent once. */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
