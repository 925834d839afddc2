import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWebhookSecret, signWebhook, verifyWebhookSignature } from './signing.ts';

describe('webhook signing', () => {
  const body = JSON.stringify({ id: 'd1', event: 'ping', createdAt: '2025-01-01T00:00:00.000Z', data: { a: 1 } });

  it('makes secrets of whsec_ and 32 random bytes, never the same twice', () => {
    const secret = createWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret.slice(6), 'base64url')).toHaveLength(32);
    expect(createWebhookSecret()).not.toBe(secret);
  });

  it('signs "<t>.<body>" with HMAC-SHA256 and carries the timestamp', () => {
    const secret = createWebhookSecret();
    const header = signWebhook(secret, body, 1_700_000_000);
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
    const timestamp = Number(signWebhook(secret, body).match(/^t=(\d+),v1=[0-9a-f]{64}$/)?.[1]);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(2);
  });

  it('verifies with the secret, and fails with another secret, another body or an old timestamp', () => {
    const secret = createWebhookSecret();
    const now = Date.now();
    const header = signWebhook(secret, body, Math.floor(now / 1000));
    expect(verifyWebhookSignature(secret, header, body, { now })).toBe(true);
    expect(verifyWebhookSignature(createWebhookSecret(), header, body, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, header, body.replace('"a":1', '"a":2'), { now })).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, { now: now + 301_000 })).toBe(false);
    expect(
      verifyWebhookSignature(secret, header.replace(/^t=\d+/, `t=${Math.floor(now / 1000) + 1}`), body, { now }),
    ).toBe(false);
    expect(verifyWebhookSignature(secret, 'v1=abc', body, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, '', body, { now })).toBe(false);
  });
});
