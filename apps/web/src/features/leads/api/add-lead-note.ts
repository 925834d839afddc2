import type { LeadNote, LeadNoteBody } from '@nfc/contract/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leadQueryKey } from './get-lead';

// POST /api/leads/:id/notes - add a note (201)
export async function addLeadNote({ id, data }: { id: string; data: LeadNoteBody }): Promise<LeadNote> {
  const { data: note } = await api.post<LeadNote>(`/leads/${encodeURIComponent(id)}/notes`, data);
  return note;
}

export function useAddLeadNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLeadNote,
    onSuccess: (_note, { id }) => queryClient.invalidateQueries({ queryKey: leadQueryKey(id) }),
  });
}
