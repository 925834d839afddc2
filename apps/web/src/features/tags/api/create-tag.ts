import type { Tag } from '@nfc/contract/tags';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type TagInput, toTagRequestBody } from '../lib/tag-payload';
import { tagsQueryKey } from './get-tags';

// POST /api/tags - create a tag (Pro plan, within the quota); multipart when a document is attached
export async function createTag(input: TagInput): Promise<Tag> {
  const { data } = await api.post<Tag>('/tags', toTagRequestBody(input));
  return data;
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
  });
}
