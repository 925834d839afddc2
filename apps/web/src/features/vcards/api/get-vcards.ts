import type { Vcard } from '@nfc/contract/vcards';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The root key of the user's vCards: invalidating it refreshes the list and every single card. */
export const vcardsQueryKey = ['vcards'] as const;

// GET /api/vcf-configs - the user's vCards, newest first
export async function getVcards(): Promise<Vcard[]> {
  const { data } = await api.get<Vcard[]>('/vcf-configs');
  return data;
}

export function useVcards() {
  return useQuery({ queryKey: vcardsQueryKey, queryFn: getVcards });
}
