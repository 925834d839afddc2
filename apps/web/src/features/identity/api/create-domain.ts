import type { DomainBody, VerifiedDomain } from '@nfc/contract/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { domainsQueryKey } from './get-domains';

// POST /api/team/domains - claim a domain; the answer holds the TXT record to publish
export async function createDomain(body: DomainBody): Promise<VerifiedDomain> {
  const { data } = await api.post<VerifiedDomain>('/team/domains', body);
  return data;
}

export function useCreateDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsQueryKey }),
  });
}
