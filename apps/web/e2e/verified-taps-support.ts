/**
 * The SUN master keys the browser tests' server runs with (global-setup.ts), so that a spec's virtual NTAG 424 DNA,
 * personalised with the same keys, taps as a real chip would.
 */
export const E2E_SUN_META_READ_KEY = '000102030405060708090A0B0C0D0E0F';
export const E2E_SUN_FILE_READ_KEY = '0F0E0D0C0B0A09080706050403020100';

/** The organisation of a session token: the `user` claim carries it (the client never checks the signature). */
export function organisationIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    user?: { organisationId?: string };
  };
  const organisationId = claims.user?.organisationId;
  if (!organisationId) throw new Error('The token carries no organisation.');
  return organisationId;
}
