import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tagsQueryKey } from './get-tags';

// DELETE /api/tags/:id/chip - unbind the tag's chip, e.g. to replace a broken one (204)
export async function unbindChip(id: string): Promise<void> {
  await api.delete(`/tags/${encodeURIComponent(id)}/chip`);
}

export function useUnbindChip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindChip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
  });
}
