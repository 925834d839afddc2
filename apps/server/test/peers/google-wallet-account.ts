import { generateKeyPairSync } from 'node:crypto';

export const TEST_GOOGLE_WALLET_ISSUER_ID = '3388000000012345678';
export const TEST_GOOGLE_WALLET_CLIENT_EMAIL = 'wallet@nfc-test.iam.gserviceaccount.com';

/**
 * A Google Wallet issuer for tests (issue 32): a service account made here, whose key signs the save links; the
 * token endpoint is unreachable unless a test passes a fake's.
 */
export function googleWalletEnv(options: { tokenUri?: string; apiBase?: string } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const env: Record<string, string> = {
    GOOGLE_WALLET_ISSUER_ID: TEST_GOOGLE_WALLET_ISSUER_ID,
    GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify({
      client_email: TEST_GOOGLE_WALLET_CLIENT_EMAIL,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: options.tokenUri ?? 'http://127.0.0.1:9/token',
    }),
  };
  if (options.apiBase) env.GOOGLE_WALLET_API_BASE = options.apiBase;
  return { env, publicKey };
}
