import type { PublicPlansResponse } from '@nfc/contract/plans';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

/** The same key as the public pricing page: both show the same list, so they share one cache entry. */
export const plansQueryKey = ['public-plans'] as const;

// GET /api/public/plans - the active plans a user can subscribe to
export async function getPlans(): Promise<PublicPlansResponse> {
  const { data } = await api.get<PublicPlansResponse>('/public/plans');
  return data;
}

/** The plans' texts come in the interface's language, so each language has its own cache entry. */
export function usePlans() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: [...plansQueryKey, i18n.resolvedLanguage], queryFn: getPlans });
}
