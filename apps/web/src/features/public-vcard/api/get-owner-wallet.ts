import type { Vcard } from '@nfc/contract/vcards';
import type { WalletAvailability, WalletLinks } from '@nfc/contract/wallet';
import { getShownWallets } from '../../../lib/wallet';
import { findOwnCardId } from '../lib/owner-wallet';

// Plain fetch with the stored token: the card page has neither the portal's HTTP client nor its query cache.
async function getWithSession<T>(path: string, token: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`/api${path}`, {
    headers: { accept: 'application/json', 'x-auth-token': token },
    signal,
  });
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  return (await response.json()) as T;
}

// GET /api/vcf-configs/:id/wallet/links - signed links (an hour) that open the card's passes
export function getWalletLinks(cardId: string, token: string): Promise<WalletLinks> {
  return getWithSession<WalletLinks>(`/vcf-configs/${encodeURIComponent(cardId)}/wallet/links`, token);
}

export type OwnerWallet = { cardId: string; availability: WalletAvailability };

/**
 * The card's id and the server's wallets when the signed-in visitor owns the card and a wallet is set up; null
 * otherwise. GET /api/vcf-configs (the visitor's cards), then GET /api/wallet only for the owner.
 */
export async function getOwnerWallet(
  downloadToken: string,
  token: string,
  signal?: AbortSignal,
): Promise<OwnerWallet | null> {
  const cards = await getWithSession<Pick<Vcard, 'id' | 'downloadToken'>[]>('/vcf-configs', token, signal);
  const cardId = findOwnCardId(cards, downloadToken);
  if (!cardId) return null;
  const availability = await getWithSession<WalletAvailability>('/wallet', token, signal);
  return getShownWallets(availability).length > 0 ? { cardId, availability } : null;
}
