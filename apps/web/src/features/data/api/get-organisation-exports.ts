import type { OrganisationExport } from '@nfc/contract/exports';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const organisationExportsQueryKey = ['organisation-exports'] as const;

/** While an export is being built the list is asked again this often, so the progress bar moves. */
const BUILDING_REFRESH_MS = 2_000;
/** A ready export's download link lasts 15 minutes: it is renewed well before. */
const LINK_REFRESH_MS = 10 * 60_000;

// GET /api/organisation/exports - the organisation's recent exports, newest first (owner only)
export async function getOrganisationExports(): Promise<OrganisationExport[]> {
  const { data } = await api.get<OrganisationExport[]>('/organisation/exports');
  return data;
}

export function useOrganisationExports({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: organisationExportsQueryKey,
    queryFn: getOrganisationExports,
    enabled: isEnabled,
    refetchInterval: (query) => {
      const latest = query.state.data?.[0];
      if (latest?.status === 'pending' || latest?.status === 'running') return BUILDING_REFRESH_MS;
      return latest?.downloadUrl ? LINK_REFRESH_MS : false;
    },
  });
}
