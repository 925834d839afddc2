import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A receiver should refuse signatures older than this, so a captured delivery cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function createWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

const hmacHex = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The Webhook-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export function signWebhook(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

/** What a receiver does (docs/webhooks.md): recompute the HMAC over the raw body, compare in constant time. */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  { now = Date.now(), toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS } = {},
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  return timingSafeEqual(Buffer.from(hmacHex(secret, timestamp, body), 'hex'), Buffer.from(given, 'hex'));
}
