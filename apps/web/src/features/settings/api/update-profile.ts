import type { UpdateProfileBody } from '@nfc/contract/auth';
import type { User } from '@nfc/contract/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// PUT /api/users/profile - updates the organisation fields of the signed-in user
export async function updateProfile(body: UpdateProfileBody): Promise<User> {
  const { data } = await api.put<User>('/users/profile', body);
  return data;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
