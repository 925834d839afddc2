import type { User } from '@nfc/contract/users';

export type TokenPayload = { user?: unknown; exp?: unknown; iat?: unknown; tv?: unknown };

/** Decodes the payload of a JWT (base64url JSON). The client never verifies the signature. */
export function decodeToken(token: string): TokenPayload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

/** True when the `exp` claim (seconds) is missing or not after the current time in seconds. */
export function isTokenExpired(payload: TokenPayload, nowMs: number = Date.now()): boolean {
  if (typeof payload.exp !== 'number') return true;
  return payload.exp <= Math.floor(nowMs / 1000);
}

/** A light shape check that keeps zod out of the first-load bundle. */
export function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.email === 'string' &&
    (candidate.role === 'admin' || candidate.role === 'regular')
  );
}

export function getUserFromToken(token: string): User | null {
  const payload = decodeToken(token);
  return payload && isUser(payload.user) ? payload.user : null;
}
