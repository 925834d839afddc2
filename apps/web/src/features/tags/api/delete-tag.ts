import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tagQueryKey } from './get-tag';
import { tagsQueryKey } from './get-tags';

// DELETE /api/tags/:id - delete a tag with its document and scans (204)
export async function deleteTag(id: string): Promise<void> {
  await api.delete(`/tags/${encodeURIComponent(id)}`);
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: tagQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: tagsQueryKey });
    },
  });
}
