import type { DeleteOrganisationBody, OrganisationDeletion } from '@nfc/contract/erasure';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

// DELETE /api/organisation - the owner schedules the erasure of the organisation after the grace period
export async function deleteOrganisation(body: DeleteOrganisationBody): Promise<OrganisationDeletion> {
  const { data } = await api.delete<OrganisationDeletion>('/organisation', { data: body });
  return data;
}

export function useDeleteOrganisation() {
  const { refetchProfile } = useAuth();
  return useMutation({ mutationFn: deleteOrganisation, onSuccess: () => refetchProfile() });
}
