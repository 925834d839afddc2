import type { AdminStats } from '@nfc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminStatsQueryKey = ['admin', 'stats'] as const;

// GET /api/admin/stats - platform figures and the latest admin changes
export async function getAdminStats(): Promise<AdminStats> {
  const { data } = await api.get<AdminStats>('/admin/stats');
  return data;
}

export function useAdminStats() {
  return useQuery({ queryKey: adminStatsQueryKey, queryFn: getAdminStats });
}
