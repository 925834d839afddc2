import type { WalletLinks } from '@nfc/contract/wallet';
import { api } from '../../../lib/api-client';

// GET /api/vcf-configs/:id/wallet/links - signed links (an hour) that open the card's passes without a session
export async function getWalletLinks(id: string): Promise<WalletLinks> {
  const { data } = await api.get<WalletLinks>(`/vcf-configs/${encodeURIComponent(id)}/wallet/links`);
  return data;
}
