import type { createCheckoutBodySchema, redirectUrlResponseSchema } from '@nfc/contract/subscriptions';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>;
type RedirectUrlResponse = z.infer<typeof redirectUrlResponseSchema>;

// POST /api/subscriptions/create-checkout-session - the provider's hosted checkout of a plan; 409 when a plan exists
export async function createCheckoutSession(body: CreateCheckoutBody): Promise<RedirectUrlResponse> {
  const { data } = await api.post<RedirectUrlResponse>('/subscriptions/create-checkout-session', body);
  return data;
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
