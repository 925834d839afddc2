import type { VerifiedDomain } from '@nfc/contract/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { domainsQueryKey } from './get-domains';

// POST /api/team/domains/:id/verify - look the TXT record up now (409 with the reason when it is not found or taken)
export async function verifyDomain(id: string): Promise<VerifiedDomain> {
  const { data } = await api.post<VerifiedDomain>(`/team/domains/${encodeURIComponent(id)}/verify`);
  return data;
}

/** Settles the list either way: a failed check still updates when the domain was last looked up. */
export function useVerifyDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDomain,
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainsQueryKey }),
  });
}
