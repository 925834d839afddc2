import { hkdfSync } from 'node:crypto';

/** One key per job, derived from the app secret: a key that leaks from one job opens none of the others. */
export type AppKeys = {
  /** Signs and checks session tokens (HS256). */
  sessionTokens: string;
  /** Signs the expiring /files links of the local-disk store. */
  fileLinks: string;
  /** Salts the daily visitor hash of scans. */
  visitorHashes: string;
  /** Signs the short-lived download links of organisation exports that the portal hands its owner. */
  exportLinks: string;
  /** Encrypts the CRM connections' access and refresh tokens (AES-256-GCM, issue 28). */
  crmTokens: string;
  /** Signs the state of a CRM's OAuth round trip, binding it to the organisation and the person. */
  crmOauthState: string;
  /** The master SDM meta-read and file-read keys of verified taps unless SUN_*_KEY is set (verified-taps/keys.ts). */
  sunMetaRead: string;
  sunFileRead: string;
  /** Encrypts each wallet pass's PassKit authentication token (AES-256-GCM, issue 32). */
  walletTokens: string;
  /** Signs the wallet links of the invitation mails (a card's pass without signing in). */
  walletLinks: string;
};

const derive = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'nfc-platform', purpose, 32)).toString('base64url');

/** HKDF-SHA256 with the purpose as `info`, so the keys are independent although they share one secret. */
export function deriveKeys(secret: string): AppKeys {
  return {
    sessionTokens: derive(secret, 'session-tokens'),
    fileLinks: derive(secret, 'file-links'),
    visitorHashes: derive(secret, 'visitor-hashes'),
    exportLinks: derive(secret, 'export-links'),
    crmTokens: derive(secret, 'crm-tokens'),
    crmOauthState: derive(secret, 'crm-oauth-state'),
    sunMetaRead: derive(secret, 'sun-meta-read'),
    sunFileRead: derive(secret, 'sun-file-read'),
    walletTokens: derive(secret, 'wallet-tokens'),
    walletLinks: derive(secret, 'wallet-links'),
  };
}
