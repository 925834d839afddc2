import type { TagAlert } from '@nfc/contract/tag-alerts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/tags/alerts - tags still unscanned 14 days after their order was delivered
export async function getTagAlerts(): Promise<TagAlert[]> {
  const { data } = await api.get<TagAlert[]>('/tags/alerts');
  return data;
}

export function useTagAlerts() {
  // Under the tags key: saving or deleting a tag refreshes its flag too.
  return useQuery({ queryKey: ['tags', 'alerts'], queryFn: getTagAlerts });
}
