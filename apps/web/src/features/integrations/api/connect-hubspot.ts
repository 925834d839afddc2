import type { ConnectHubspotBody, CrmConnection } from '@nfc/contract/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationsQueryKey } from './get-integrations';

// PUT /api/integrations/hubspot - connect HubSpot with a private app's token (HubSpot checks it first)
export async function connectHubspot(body: ConnectHubspotBody): Promise<CrmConnection[]> {
  const { data } = await api.put<CrmConnection[]>('/integrations/hubspot', body);
  return data;
}

export function useConnectHubspot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectHubspot,
    onSuccess: (connections) => queryClient.setQueryData(integrationsQueryKey, connections),
  });
}
