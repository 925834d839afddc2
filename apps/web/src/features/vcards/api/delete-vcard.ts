import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vcardQueryKey } from './get-vcard';
import { vcardsQueryKey } from './get-vcards';

// DELETE /api/vcf-configs/:id - delete a vCard and its picture (204)
export async function deleteVcard(id: string): Promise<void> {
  await api.delete(`/vcf-configs/${encodeURIComponent(id)}`);
}

export function useDeleteVcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVcard,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: vcardQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: vcardsQueryKey });
    },
  });
}
