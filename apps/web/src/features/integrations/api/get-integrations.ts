import type { CrmConnection } from '@nfc/contract/integrations';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const integrationsQueryKey = ['integrations'] as const;

// GET /api/integrations - HubSpot and Salesforce with their state, account, last sync and last error
export async function getIntegrations(): Promise<CrmConnection[]> {
  const { data } = await api.get<CrmConnection[]>('/integrations');
  return data;
}

/** Refreshed every half minute while the page is open, so a sync that just ran shows its time. */
export function useIntegrations() {
  return useQuery({ queryKey: integrationsQueryKey, queryFn: getIntegrations, refetchInterval: 30_000 });
}
