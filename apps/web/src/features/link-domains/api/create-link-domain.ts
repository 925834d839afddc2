import type { LinkDomain, LinkDomainBody } from '@nfc/contract/link-domains';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { linkDomainsQueryKey } from '../../../lib/link-domains';

// POST /api/domains - claim a host; the answer holds the TXT record to publish and where to point the host
export async function createLinkDomain(body: LinkDomainBody): Promise<LinkDomain> {
  const { data } = await api.post<LinkDomain>('/domains', body);
  return data;
}

export function useCreateLinkDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLinkDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkDomainsQueryKey }),
  });
}
