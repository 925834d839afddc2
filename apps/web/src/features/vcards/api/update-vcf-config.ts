import type { VcfConfig } from '@nfc/contract/vcards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toVcardFormData, type VcardInput } from '../lib/vcard-payload';
import { vcfConfigsQueryKey } from './get-vcf-configs';

// PUT /api/vcf-configs/:id - update a vCard; its picture is kept, replaced or removed
export async function updateVcfConfig({ id, ...input }: VcardInput & { id: string }): Promise<VcfConfig> {
  const { data } = await api.put<VcfConfig>(`/vcf-configs/${encodeURIComponent(id)}`, toVcardFormData(input));
  return data;
}

export function useUpdateVcfConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVcfConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vcfConfigsQueryKey }),
  });
}
