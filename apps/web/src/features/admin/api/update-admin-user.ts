import type { AdminUpdateUserBody, AdminUser } from '@nfc/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminAuditQueryKey } from './get-admin-audit';
import { adminStatsQueryKey } from './get-admin-stats';
import { adminUsersQueryKey } from './get-admin-users';

// PUT /api/admin/users/:id - only the changed fields among plan, tag quota and activation (403 for admins)
export async function updateAdminUser({
  id,
  changes,
}: {
  id: string;
  changes: AdminUpdateUserBody;
}): Promise<AdminUser> {
  const { data } = await api.put<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, changes);
  return data;
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]),
  });
}
