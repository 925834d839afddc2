import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { domainsQueryKey } from './get-domains';

// DELETE /api/team/domains/:id - give a domain up (204)
export async function deleteDomain(id: string): Promise<void> {
  await api.delete(`/team/domains/${encodeURIComponent(id)}`);
}

export function useDeleteDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsQueryKey }),
  });
}
