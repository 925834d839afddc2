import type { ChangePasswordBody, ChangePasswordResponse } from '@nfc/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// PUT /api/users/change-password - answers a fresh token; every older token is revoked
export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  const { data } = await api.put<ChangePasswordResponse>('/users/change-password', body);
  return data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
