import type { WalletAvailability, WalletLinks } from '@nfc/contract/wallet';

export type Wallet = keyof WalletAvailability;

/** Apple first, as the two badges usually stand side by side. */
const walletOrder: readonly Wallet[] = ['apple', 'google'];

/** The wallets whose button is shown: only those the server is set up for (none while unknown). */
export function getShownWallets(availability: WalletAvailability | null | undefined): Wallet[] {
  if (!availability) return [];
  return walletOrder.filter((wallet) => availability[wallet]);
}

/** The link a wallet's button opens; null means the wallet was switched off since the buttons were drawn. */
export function getWalletLink(links: WalletLinks, wallet: Wallet): string {
  const link = links[wallet];
  if (!link) throw new Error(`The server gave no ${wallet} wallet link.`);
  return link;
}
