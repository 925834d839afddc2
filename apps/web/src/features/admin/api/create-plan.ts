import type { AdminPlan, CreatePlanBody } from '@nfc/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminAuditQueryKey } from './get-admin-audit';
import { adminPlansQueryKey } from './get-admin-plans';
import { adminStatsQueryKey } from './get-admin-stats';

// POST /api/admin/plans - create a plan (409 when the name is taken)
export async function createPlan(body: CreatePlanBody): Promise<AdminPlan> {
  const { data } = await api.post<AdminPlan>('/admin/plans', body);
  return data;
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPlansQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]),
  });
}
