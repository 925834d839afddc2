import type { TagAlert } from '@nfc/contract/tag-alerts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/tags/alerts - tags still unscanned 14 days after their order was delivered
export async function getTagAlerts(): Promise<TagAlert[]> {
  const { data } = await api.get<TagAlert[]>('/tags/alerts');
  return data;
}

export function useTagAlerts() {
  // Same key as the tags area: a tag saved or deleted there refreshes the hub's banner too.
  return useQuery({ queryKey: ['tags', 'alerts'], queryFn: getTagAlerts, staleTime: 0 });
}
