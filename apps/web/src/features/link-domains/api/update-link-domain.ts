import type { LinkDomain, LinkDomainPatch } from '@nfc/contract/link-domains';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { linkDomainsQueryKey } from '../../../lib/link-domains';

type LinkDomainUpdate = LinkDomainPatch & { id: string };

// PATCH /api/domains/:id - change where `/` on the host leads, or make it the default (or stop that)
export async function updateLinkDomain({ id, ...patch }: LinkDomainUpdate): Promise<LinkDomain> {
  const { data } = await api.patch<LinkDomain>(`/domains/${encodeURIComponent(id)}`, patch);
  return data;
}

/**
 * A new default moves the links of every tag and card without a domain of its own, so then every cached answer is
 * refreshed; a new root address changes the list only.
 */
export function useUpdateLinkDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLinkDomain,
    onSuccess: (_domain, { isDefault }) =>
      isDefault === undefined
        ? queryClient.invalidateQueries({ queryKey: linkDomainsQueryKey })
        : queryClient.invalidateQueries(),
  });
}
