import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveKeys } from './keys.ts';
import { decryptToken, encryptToken } from './token-crypto.ts';

describe('CRM token encryption', () => {
  const key = deriveKeys(randomBytes(32).toString('hex')).crmTokens;
  const token = 'pat-eu1-0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';

  it('keeps no token text in the stored value and decrypts it back', () => {
    const stored = encryptToken(key, token);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(Buffer.from(token).toString('base64url'));
    expect(stored).not.toContain('pat-eu1');
    expect(decryptToken(key, stored)).toBe(token);
  });

  it('uses a fresh IV for each value, so one token stored twice looks different', () => {
    const first = encryptToken(key, token);
    const second = encryptToken(key, token);
    expect(first).not.toBe(second);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
  });

  it('refuses a changed value and another key', () => {
    const stored = encryptToken(key, token);
    const [version, iv, tag, ciphertext] = stored.split('.');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptToken(key, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    const otherKey = deriveKeys(randomBytes(32).toString('hex')).crmTokens;
    expect(() => decryptToken(otherKey, stored)).toThrow();
    expect(() => decryptToken(key, token)).toThrow();
  });
});
