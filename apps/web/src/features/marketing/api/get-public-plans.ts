import type { PublicPlansResponse } from '@nfc/contract/plans';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

export const publicPlansQueryKey = ['public-plans'] as const;

// GET /api/public/plans - the active plans shown on /pricing
export async function getPublicPlans(): Promise<PublicPlansResponse> {
  const { data } = await api.get<PublicPlansResponse>('/public/plans');
  return data;
}

/** The plans' texts come in the interface's language, so each language has its own cache entry. */
export function usePublicPlans() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: [...publicPlansQueryKey, i18n.resolvedLanguage], queryFn: getPublicPlans });
}
