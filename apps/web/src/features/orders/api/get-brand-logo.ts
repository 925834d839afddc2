import type { BrandKit } from '@nfc/contract/brand';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/organisation/brand - the brand kit; the order form offers its logo
export async function getBrandLogoUrl(): Promise<string | null> {
  const { data } = await api.get<BrandKit>('/organisation/brand');
  return data.logoImageUrl;
}

export function useBrandLogoUrl() {
  return useQuery({
    queryKey: ['orders', 'brand-logo'],
    queryFn: getBrandLogoUrl,
    // The link expires after an hour; fresh ones are asked for well before.
    staleTime: 10 * 60_000,
  });
}
