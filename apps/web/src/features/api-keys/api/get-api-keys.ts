import type { ApiKey } from '@nfc/contract/api-keys';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const apiKeysQueryKey = ['api-keys'] as const;

// GET /api/api-keys - the organisation's keys, newest first, without their secrets
export async function getApiKeys(): Promise<ApiKey[]> {
  const { data } = await api.get<ApiKey[]>('/api-keys');
  return data;
}

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysQueryKey, queryFn: getApiKeys });
}
