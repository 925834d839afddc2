import type { VcfConfig } from '@nfc/contract/vcards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toVcardFormData, type VcardInput } from '../lib/vcard-payload';
import { vcfConfigsQueryKey } from './get-vcf-configs';

// POST /api/vcf-configs - create a vCard (multipart with an optional profilePicture)
export async function createVcfConfig(input: VcardInput): Promise<VcfConfig> {
  const { data } = await api.post<VcfConfig>('/vcf-configs', toVcardFormData(input));
  return data;
}

export function useCreateVcfConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVcfConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vcfConfigsQueryKey }),
  });
}
