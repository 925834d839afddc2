import { createHmac, timingSafeEqual } from 'node:crypto';
import type { User } from '@nfc/contract/users';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { isUuid } from '../http/validate.ts';
import { getUserRecord } from './user-records.ts';

export type VerifiedToken = { userId: string; tokenVersion: number; expiresAt: number };

/**
 * The header our tokens carry. HS256 through node:crypto: WebCrypto's asynchronous HMAC (what jose uses) cost 5% of
 * a simple request's time.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** Our header, or another that names HS256 and nothing we would have to understand (RFC 7515's `crit`, `b64`). */
function isAcceptedHeader(encoded: string): boolean {
  if (encoded === HEADER) return true;
  try {
    const header: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (header === null || typeof header !== 'object' || Array.isArray(header)) return false;
    const { alg, crit, b64 } = header as Record<string, unknown>;
    return alg === 'HS256' && crit === undefined && b64 === undefined;
  } catch {
    return false;
  }
}
/** A signature of HS256 is 32 bytes: 43 base64url characters. */
const SIGNATURE_LENGTH = 43;

const hmacOf = (secret: string, signingInput: string) => createHmac('sha256', secret).update(signingInput).digest();

/** A session token: HS256 with the user claim the web reads, `tv` to revoke, `exp` in seconds. */
export async function signSessionToken(options: {
  user: User;
  tokenVersion: number;
  secret: string;
  expiresInSeconds: number;
}): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const payload = {
    user: options.user,
    tv: options.tokenVersion,
    sub: options.user.id,
    iat: issuedAt,
    exp: issuedAt + options.expiresInSeconds,
  };
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signingInput}.${hmacOf(options.secret, signingInput).toString('base64url')}`;
}

/** The claims of a token whose signature is good, or null. */
function signedClaims(token: string, secret: string): Record<string, unknown> | null {
  const firstDot = token.indexOf('.');
  const lastDot = token.lastIndexOf('.');
  if (firstDot <= 0 || lastDot === firstDot || token.length - lastDot - 1 !== SIGNATURE_LENGTH) return null;
  // Another algorithm, `none` included, never gets as far as the signature.
  if (!isAcceptedHeader(token.slice(0, firstDot))) return null;
  const signature = Buffer.from(token.slice(lastDot + 1), 'base64url');
  const expected = hmacOf(secret, token.slice(0, lastDot));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.slice(firstDot + 1, lastDot), 'base64url').toString('utf8'));
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Checks signature, algorithm and expiry; answers null for any token that is not good. */
export async function verifySessionToken(token: string, secret: string): Promise<VerifiedToken | null> {
  const claims = signedClaims(token, secret);
  if (!claims) return null;
  const { exp, tv, sub, nbf, iat } = claims;
  const now = Date.now() / 1000;
  if (typeof tv !== 'number' || typeof exp !== 'number' || exp <= now) return null;
  // As RFC 7519 reads them: a token not valid before a time still to come, or with a malformed issue time, is not good.
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
  if (iat !== undefined && typeof iat !== 'number') return null;
  const user = claims.user as { id?: unknown } | undefined;
  const userId = typeof sub === 'string' ? sub : user?.id;
  // A subject that is no user id is refused here, not left to fail the user lookup.
  if (typeof userId !== 'string' || !isUuid(userId)) return null;
  return { userId, tokenVersion: tv, expiresAt: exp };
}

/** A session token for the user as stored now: their plan and role in the claim, their current token version. */
export async function issueSessionToken({ db, config, keys }: Pick<AppDeps, 'db' | 'config' | 'keys'>, userId: string) {
  const record = await getUserRecord({ db, userId });
  if (!record) throw new AppError('UNAUTHORIZED', 'auth.sessionEnded');
  return signSessionToken({
    user: record.user,
    tokenVersion: record.row.tokenVersion,
    secret: keys.sessionTokens,
    expiresInSeconds: config.jwtExpiresInSeconds,
  });
}
