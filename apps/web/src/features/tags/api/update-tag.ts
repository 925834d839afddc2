import type { Tag } from '@nfc/contract/tags';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type TagInput, toTagRequestBody } from '../lib/tag-payload';
import { tagsQueryKey } from './get-tags';

// PUT /api/tags/:id - replace a tag's fields; a new document replaces the old one
export async function updateTag({ id, ...input }: TagInput & { id: string }): Promise<Tag> {
  const { data } = await api.put<Tag>(`/tags/${encodeURIComponent(id)}`, toTagRequestBody(input));
  return data;
}

export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
  });
}
