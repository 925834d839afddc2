import type { RecentTagScan } from '@nfc/contract/verified-taps';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tagsQueryKey } from './get-tags';

// GET /api/tags/:id/scans - the tag's latest scans, newest first, with their verification outcome
export async function getTagScans(id: string): Promise<RecentTagScan[]> {
  const { data } = await api.get<RecentTagScan[]>(`/tags/${encodeURIComponent(id)}/scans`);
  return data;
}

export function useTagScans(id: string) {
  return useQuery({
    queryKey: [...tagsQueryKey, 'scans', id],
    queryFn: () => getTagScans(id),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
