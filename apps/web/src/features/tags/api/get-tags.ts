import type { Tag } from '@nfc/contract/tags';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The root key of everything about tags: invalidating it refreshes the list, single tags and analytics. */
export const tagsQueryKey = ['tags'] as const;

// GET /api/tags - the signed-in user's tags, newest first, with their scan counts
export async function getTags(): Promise<Tag[]> {
  const { data } = await api.get<Tag[]>('/tags');
  return data;
}

export function useTags() {
  return useQuery({ queryKey: tagsQueryKey, queryFn: getTags });
}
