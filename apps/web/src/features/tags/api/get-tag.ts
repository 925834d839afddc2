import type { Tag } from '@nfc/contract/tags';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tagsQueryKey } from './get-tags';

export const tagQueryKey = (id: string) => [...tagsQueryKey, 'detail', id] as const;

// GET /api/tags/:id - one of the user's tags
export async function getTag(id: string): Promise<Tag> {
  const { data } = await api.get<Tag>(`/tags/${encodeURIComponent(id)}`);
  return data;
}

export function useTag(id: string) {
  return useQuery({ queryKey: tagQueryKey(id), queryFn: () => getTag(id), enabled: Boolean(id) });
}
