import type { LinkDomain } from '@nfc/contract/link-domains';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { linkDomainsQueryKey } from '../../../lib/link-domains';

// POST /api/domains/:id/verify - look the TXT record up now (409 naming the record when it is missing, 503 when DNS is silent)
export async function verifyLinkDomain(id: string): Promise<LinkDomain> {
  const { data } = await api.post<LinkDomain>(`/domains/${encodeURIComponent(id)}/verify`);
  return data;
}

/** Settles the list either way: a failed check still changes the domain's state and when it was last checked. */
export function useVerifyLinkDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyLinkDomain,
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkDomainsQueryKey }),
  });
}
