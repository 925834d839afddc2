import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_PREFIX_LENGTH } from '@nfc/contract/api-keys';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^43 > 2^256: every 32-byte secret fits in 43 characters, so all keys have one length. */
const SECRET_LENGTH = 43;

/** Big-endian bytes as base62, left-padded with '0' to `length`. */
export function toBase62(bytes: Uint8Array, length = SECRET_LENGTH): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = BASE62[Number(value % 62n)] + text;
    value /= 62n;
  }
  return text.padStart(length, '0');
}

/** SHA-256 hex: what the database keeps. A key has 256 random bits, so a fast hash is enough (no password hash). */
export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key: `nfc_` + 32 random bytes in base62, its hash and the prefix the list shows. */
export function createApiKeySecret() {
  const key = `${API_KEY_PREFIX}${toBase62(randomBytes(32))}`;
  return { key, keyHash: hashApiKey(key), prefix: key.slice(0, API_KEY_SHOWN_PREFIX_LENGTH) };
}

/** Only what could be a key of ours is looked up: the prefix and 43 base62 characters. */
export const looksLikeApiKey = (value: string) =>
  value.length === API_KEY_PREFIX.length + SECRET_LENGTH &&
  value.startsWith(API_KEY_PREFIX) &&
  [...value.slice(API_KEY_PREFIX.length)].every((char) => BASE62.includes(char));
