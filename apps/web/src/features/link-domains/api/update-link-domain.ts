import type { LinkDomain, LinkDomainPatch } from '@nfc/contract/link-domains';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// PATCH /api/domains/:id - change where `/` on the host leads, or make it the default (or stop that)
export async function updateLinkDomain({ id, ...patch }: LinkDomainPatch & { id: string }): Promise<LinkDomain> {
  const { data } = await api.patch<LinkDomain>(`/domains/${encodeURIComponent(id)}`, patch);
  return data;
}

/** A new default moves the links of every tag and card without a domain: every cached answer is refreshed. */
export function useUpdateLinkDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLinkDomain,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
