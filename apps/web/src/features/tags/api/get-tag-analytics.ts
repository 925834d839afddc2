import type { TagAnalytics } from '@nfc/contract/tags';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tagsQueryKey } from './get-tags';

type AnalyticsRange = { from: string; to: string };

// GET /api/tags/:id/analytics?from&to - scans per day and top platforms, browsers, languages, countries
export async function getTagAnalytics(id: string, range: AnalyticsRange): Promise<TagAnalytics> {
  const { data } = await api.get<TagAnalytics>(`/tags/${encodeURIComponent(id)}/analytics`, { params: range });
  return data;
}

export function useTagAnalytics(id: string, range: AnalyticsRange) {
  return useQuery({
    queryKey: [...tagsQueryKey, 'analytics', id, range.from, range.to],
    queryFn: () => getTagAnalytics(id, range),
    // Switching the range keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
