import type { LoginResponse } from '@nfc/contract/auth';
import type { SsoExchangeBody } from '@nfc/contract/identity';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/auth/sso/exchange - trades the one-time code a single sign-on returned with for a session token
export async function exchangeSsoCode(body: SsoExchangeBody): Promise<LoginResponse> {
  const { data } = await api.post<LoginResponse>('/auth/sso/exchange', body);
  return data;
}

export function useExchangeSsoCode() {
  return useMutation({ mutationFn: exchangeSsoCode });
}
