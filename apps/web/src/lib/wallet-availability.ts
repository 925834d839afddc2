import type { WalletAvailability } from '@nfc/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

// GET /api/wallet - which wallets this server is set up for; the card list, the editor and the team page share it
export async function getWalletAvailability(): Promise<WalletAvailability> {
  const { data } = await api.get<WalletAvailability>('/wallet');
  return data;
}

export function useWalletAvailability() {
  return useQuery({
    queryKey: ['wallet', 'availability'],
    queryFn: getWalletAvailability,
    // Server configuration: it changes only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
