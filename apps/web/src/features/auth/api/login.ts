import type { LoginBody, LoginResponse } from '@nfc/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/auth/login - exchanges e-mail and password for a token
export async function login(body: LoginBody): Promise<LoginResponse> {
  const { data } = await api.post<LoginResponse>('/auth/login', body);
  return data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
