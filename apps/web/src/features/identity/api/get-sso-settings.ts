import type { SsoSettings } from '@nfc/contract/identity';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ssoSettingsQueryKey = ['identity', 'sso'] as const;

// GET /api/team/sso - the connection (without its secret), enforcement, group mapping, SCIM and our IdP values
export async function getSsoSettings(): Promise<SsoSettings> {
  const { data } = await api.get<SsoSettings>('/team/sso');
  return data;
}

export function useSsoSettings() {
  return useQuery({ queryKey: ssoSettingsQueryKey, queryFn: getSsoSettings });
}
