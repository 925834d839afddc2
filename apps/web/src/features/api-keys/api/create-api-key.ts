import type { CreateApiKeyBody, CreatedApiKey } from '@nfc/contract/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

// POST /api/api-keys - create a key; the answer holds the key, shown this once
export async function createApiKey(body: CreateApiKeyBody): Promise<CreatedApiKey> {
  const { data } = await api.post<CreatedApiKey>('/api-keys', body);
  return data;
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
