import type { BrandKit } from '@nfc/contract/brand';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The organisation's brand kit: a change to it invalidates it, the cards and the templates (which follow it). */
export const brandKitQueryKey = ['brand-kit'] as const;

// GET /api/organisation/brand - the brand kit: design, links to its logo and cover, how many follow it
export async function getBrandKit(): Promise<BrandKit> {
  const { data } = await api.get<BrandKit>('/organisation/brand');
  return data;
}

export function useBrandKit() {
  return useQuery({
    queryKey: brandKitQueryKey,
    queryFn: getBrandKit,
    // The links to the brand images expire after an hour; fresh ones are asked for well before.
    staleTime: 10 * 60_000,
  });
}
