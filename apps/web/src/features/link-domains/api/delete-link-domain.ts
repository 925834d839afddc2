import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Where the tags and cards on a deleted domain go: another domain's id, or `default` (no domain of their own). */
export type LinkDomainDeletion = { id: string; moveTo?: string };

// DELETE /api/domains/:id[?moveTo=] - give a host up (204); 409 while tags or cards use it and no move is named
export async function deleteLinkDomain({ id, moveTo }: LinkDomainDeletion): Promise<void> {
  await api.delete(`/domains/${encodeURIComponent(id)}`, { params: moveTo ? { moveTo } : undefined });
}

/** The links of the moved tags and cards change (and the default may go): every cached answer is refreshed. */
export function useDeleteLinkDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLinkDomain,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
