import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vcfConfigQueryKey } from './get-vcf-config';
import { vcfConfigsQueryKey } from './get-vcf-configs';

// DELETE /api/vcf-configs/:id - delete a vCard and its picture (204)
export async function deleteVcfConfig(id: string): Promise<void> {
  await api.delete(`/vcf-configs/${encodeURIComponent(id)}`);
}

export function useDeleteVcfConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVcfConfig,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: vcfConfigQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: vcfConfigsQueryKey });
    },
  });
}
