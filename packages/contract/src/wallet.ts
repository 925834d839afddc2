import { z } from 'zod';

/**
 * Wallet passes (issue 32, decision 038): a card in Apple Wallet and Google Wallet, with its QR code, updated on the
 * phone when the card, its template or the organisation's branding changes.
 */

/** GET /api/wallet: which wallets this server is set up for; a button is shown only for those. */
export const walletAvailabilitySchema = z.object({
  apple: z.boolean().describe('Apple Wallet passes can be made (the pass certificate is configured)'),
  google: z.boolean().describe('Google Wallet save links can be made (the issuer account is configured)'),
});
export type WalletAvailability = z.infer<typeof walletAvailabilitySchema>;

/** GET /api/vcf-configs/{id}/wallet/google: the link that saves the card's pass to Google Wallet. */
export const googleWalletLinkSchema = z.object({
  saveUrl: z.string().describe('https://pay.google.com/gp/v/save/<JWT>: open it to add the pass'),
});
export type GoogleWalletLink = z.infer<typeof googleWalletLinkSchema>;

/** POST /api/team/wallet-invitations: every member with a card is mailed their wallet links. */
export const walletInvitationResultSchema = z.object({
  sent: z.number().int().describe('Members mailed (one mail each, with a link pair per card)'),
  cards: z.number().int().describe('Cards whose links were sent'),
});
export type WalletInvitationResult = z.infer<typeof walletInvitationResultSchema>;

/** How long the wallet links in an invitation mail work. */
export const WALLET_LINK_DAYS = 30;

/** GET /api/vcf-configs/{id}/wallet/links: signed links (an hour) behind the portal's buttons; null: not set up. */
export const walletLinksSchema = z.object({
  apple: z.string().nullable().describe("Opens the card's .pkpass on an iPhone"),
  google: z.string().nullable().describe("Redirects to Google Wallet's save page"),
});
export type WalletLinks = z.infer<typeof walletLinksSchema>;
