import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed wallet links (decision 038): `<card id>.<expiry in epoch seconds>.<HMAC>` under the walletLinks key. They
 * let a phone open a card's pass without a session: the buttons of the portal hand one out for an hour, the
 * invitation mail for WALLET_LINK_DAYS. They reach one card's pass and nothing else.
 */
const sign = (key: string, cardId: string, expires: number) =>
  createHmac('sha256', key).update(`wallet\n${cardId}\n${expires}`).digest('base64url');

export function walletLinkToken(key: string, cardId: string, validForSeconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + validForSeconds;
  return `${cardId}.${expires}.${sign(key, cardId, expires)}`;
}

/** The card a link token names, if it is ours and not expired; null otherwise. */
export function cardOfWalletLink(key: string, token: string, now = Date.now()): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [cardId, expiresText, signature] = parts as [string, string, string];
  if (!/^\d{1,12}$/.test(expiresText)) return null;
  const expires = Number(expiresText);
  if (expires * 1000 <= now) return null;
  const expected = Buffer.from(sign(key, cardId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? cardId : null;
}
