import { storageKeys } from '@nfc/contract/constants';
import { readStorage } from '../../../lib/storage';
import { decodeToken, isTokenExpired } from '../../../lib/token';

/**
 * The visitor's session token when it is still live, else null. Only with one does the card page ask whether the
 * card is the visitor's own (for the wallet buttons): strangers who scanned it cause no request and load no code.
 */
export function getLiveSessionToken(nowMs: number = Date.now()): string | null {
  const token = readStorage('local', storageKeys.token);
  if (!token) return null;
  const payload = decodeToken(token);
  return payload && !isTokenExpired(payload, nowMs) ? token : null;
}

/** The id of the visitor's card this page shows, found by its public token among the visitor's cards. */
export function findOwnCardId(
  cards: readonly { id: string; downloadToken: string }[],
  downloadToken: string,
): string | null {
  return cards.find((card) => card.downloadToken === downloadToken)?.id ?? null;
}
