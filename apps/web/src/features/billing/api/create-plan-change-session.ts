import type { portalUpdateBodySchema, redirectUrlResponseSchema } from '@nfc/contract/subscriptions';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type PortalUpdateBody = z.infer<typeof portalUpdateBodySchema>;
type RedirectUrlResponse = z.infer<typeof redirectUrlResponseSchema>;

// POST /api/subscriptions/create-portal-session-for-update - the provider's page that changes the plan
export async function createPlanChangeSession(body: PortalUpdateBody): Promise<RedirectUrlResponse> {
  const { data } = await api.post<RedirectUrlResponse>('/subscriptions/create-portal-session-for-update', body);
  return data;
}

export function useCreatePlanChangeSession() {
  return useMutation({ mutationFn: createPlanChangeSession });
}
