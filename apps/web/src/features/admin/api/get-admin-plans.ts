import type { AdminPlan } from '@nfc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminPlansQueryKey = ['admin', 'plans'] as const;

// GET /api/admin/plans - every plan, active or not, with its subscriber count
export async function getAdminPlans(): Promise<AdminPlan[]> {
  const { data } = await api.get<AdminPlan[]>('/admin/plans');
  return data;
}

export function useAdminPlans() {
  return useQuery({ queryKey: adminPlansQueryKey, queryFn: getAdminPlans });
}
