import type { AdminPlan, UpdatePlanBody } from '@nfc/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminAuditQueryKey } from './get-admin-audit';
import { adminPlansQueryKey } from './get-admin-plans';
import { adminStatsQueryKey } from './get-admin-stats';
import { adminUsersQueryKey } from './get-admin-users';

// PUT /api/admin/plans/:id - update a plan's fields
export async function updatePlan({ id, body }: { id: string; body: UpdatePlanBody }): Promise<AdminPlan> {
  const { data } = await api.put<AdminPlan>(`/admin/plans/${encodeURIComponent(id)}`, body);
  return data;
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPlansQueryKey }),
        // Users show the plan's name and limit.
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]),
  });
}
