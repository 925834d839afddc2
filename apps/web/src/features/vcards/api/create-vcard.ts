import type { Vcard } from '@nfc/contract/vcards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toVcardFormData, type VcardInput } from '../lib/vcard-payload';
import { vcardsQueryKey } from './get-vcards';

// POST /api/vcf-configs - create a vCard (multipart with an optional profilePicture)
export async function createVcard(input: VcardInput): Promise<Vcard> {
  const { data } = await api.post<Vcard>('/vcf-configs', toVcardFormData(input));
  return data;
}

export function useCreateVcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVcard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vcardsQueryKey }),
  });
}
