import type { WalletAvailability } from '@nfc/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Shared with the team page's copy of this query: the server's wallets are asked for once per visit. */
export const walletAvailabilityQueryKey = ['wallet', 'availability'] as const;

// GET /api/wallet - which wallets this server is set up for
export async function getWalletAvailability(): Promise<WalletAvailability> {
  const { data } = await api.get<WalletAvailability>('/wallet');
  return data;
}

export function useWalletAvailability() {
  return useQuery({
    queryKey: walletAvailabilityQueryKey,
    queryFn: getWalletAvailability,
    // Server configuration: it changes only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
