import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Readiness = { isReady: boolean; database: string | null };

export const readinessQueryKey = ['admin', 'ready'] as const;

// GET /api/ready - 200 when the database answers, 503 when it does not; both are a status, not a failure
export async function getReadiness(): Promise<Readiness> {
  const { data, status } = await api.get<{ status?: string; database?: string }>('/ready', {
    validateStatus: (code) => code === 200 || code === 503,
  });
  return { isReady: status === 200 && data?.status === 'ready', database: data?.database ?? null };
}

export function useReadiness() {
  return useQuery({ queryKey: readinessQueryKey, queryFn: getReadiness, staleTime: 0, retry: false });
}
