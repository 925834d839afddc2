import type { Vcard } from '@nfc/contract/vcards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toVcardFormData, type VcardInput } from '../lib/vcard-payload';
import { vcardsQueryKey } from './get-vcards';

// PUT /api/vcf-configs/:id - update a vCard; its picture is kept, replaced or removed
export async function updateVcard({ id, ...input }: VcardInput & { id: string }): Promise<Vcard> {
  const { data } = await api.put<Vcard>(`/vcf-configs/${encodeURIComponent(id)}`, toVcardFormData(input));
  return data;
}

export function useUpdateVcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVcard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vcardsQueryKey }),
  });
}
