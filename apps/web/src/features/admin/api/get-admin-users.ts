import type { AdminUser } from '@nfc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Root key of the admin's user data: invalidating it refreshes the list and every user's audit entries. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

// GET /api/admin/users - every user, newest first, with plan, quota and usage
export async function getAdminUsers(): Promise<AdminUser[]> {
  const { data } = await api.get<AdminUser[]>('/admin/users');
  return data;
}

export function useAdminUsers() {
  return useQuery({ queryKey: adminUsersQueryKey, queryFn: getAdminUsers });
}
