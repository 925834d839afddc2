import type { OrganisationExportCreated } from '@nfc/contract/exports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationExportsQueryKey } from './get-organisation-exports';

// POST /api/organisation/exports - start an export of all the organisation's data (or get the one under way)
export async function createOrganisationExport(): Promise<OrganisationExportCreated> {
  const { data } = await api.post<OrganisationExportCreated>('/organisation/exports');
  return data;
}

export function useCreateOrganisationExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganisationExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationExportsQueryKey }),
  });
}
