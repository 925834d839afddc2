import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leadQueryKey } from './get-lead';

// DELETE /api/leads/:id/notes/:noteId - delete a note (its author, the owner or an admin; 204)
export async function deleteLeadNote({ id, noteId }: { id: string; noteId: string }): Promise<void> {
  await api.delete(`/leads/${encodeURIComponent(id)}/notes/${encodeURIComponent(noteId)}`);
}

export function useDeleteLeadNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLeadNote,
    onSuccess: (_answer, { id }) => queryClient.invalidateQueries({ queryKey: leadQueryKey(id) }),
  });
}
