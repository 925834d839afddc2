import type { Vcard } from '@nfc/contract/vcards';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vcardsQueryKey } from './get-vcards';

export const vcardQueryKey = (id: string) => [...vcardsQueryKey, 'detail', id] as const;

// GET /api/vcf-configs/:id - one of the user's vCards
export async function getVcard(id: string): Promise<Vcard> {
  const { data } = await api.get<Vcard>(`/vcf-configs/${encodeURIComponent(id)}`);
  return data;
}

export function useVcard(id: string) {
  return useQuery({ queryKey: vcardQueryKey(id), queryFn: () => getVcard(id), enabled: Boolean(id) });
}
