import type { redirectUrlResponseSchema } from '@nfc/contract/subscriptions';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type RedirectUrlResponse = z.infer<typeof redirectUrlResponseSchema>;

// POST /api/subscriptions/manage-subscription - the provider's customer portal (cancel, resume, change plan)
export async function manageSubscription(): Promise<RedirectUrlResponse> {
  const { data } = await api.post<RedirectUrlResponse>('/subscriptions/manage-subscription');
  return data;
}

export function useManageSubscription() {
  return useMutation({ mutationFn: manageSubscription });
}
