import { generateKeyPairSync } from 'node:crypto';

/** The Google Wallet issuer the browser tests' server runs with (global-setup.ts); no request reaches Google. */
export const E2E_GOOGLE_WALLET_ISSUER_ID = '3388000000012345678';
export const E2E_GOOGLE_WALLET_CLIENT_EMAIL = 'wallet-e2e@nfc-e2e.iam.gserviceaccount.com';

/**
 * A Google service account made on the spot: save links are JWTs signed with its key, made without Google. Its
 * token endpoint is a closed port, so a call to the Wallet API fails at once instead of leaving the machine.
 */
export function googleWalletEnv(): Record<string, string> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    GOOGLE_WALLET_ISSUER_ID: E2E_GOOGLE_WALLET_ISSUER_ID,
    GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify({
      client_email: E2E_GOOGLE_WALLET_CLIENT_EMAIL,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: 'http://127.0.0.1:9/token',
    }),
  };
}
