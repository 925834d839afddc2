import type { OrganisationRetention, OrganisationRetentionBody } from '@nfc/contract/retention';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { retentionQueryKey } from './get-retention';

// PUT /api/organisation/retention - set the lead retention (1-120 months, or null: until deleted)
export async function updateRetention(body: OrganisationRetentionBody): Promise<OrganisationRetention> {
  const { data } = await api.put<OrganisationRetention>('/organisation/retention', body);
  return data;
}

export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRetention,
    onSuccess: (retention) => queryClient.setQueryData(retentionQueryKey, retention),
  });
}
