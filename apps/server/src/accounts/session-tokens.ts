import type { User } from '@nfc/contract/users';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { isUuid } from '../http/validate.ts';
import { getUserRecord } from './user-records.ts';

export type VerifiedToken = { userId: string; tokenVersion: number; expiresAt: number };

const encoder = new TextEncoder();

/** A session token: HS256 with the user claim the web reads, `tv` to revoke, `exp` in seconds. */
export async function signSessionToken(options: {
  user: User;
  tokenVersion: number;
  secret: string;
  expiresInSeconds: number;
}): Promise<string> {
  return new SignJWT({ user: options.user, tv: options.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.user.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + options.expiresInSeconds)
    .sign(encoder.encode(options.secret));
}

/** Checks signature, algorithm and expiry; answers null for any token that is not good. */
export async function verifySessionToken(token: string, secret: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    const user = payload.user as { id?: unknown } | undefined;
    const userId = typeof payload.sub === 'string' ? payload.sub : user?.id;
    // A subject that is no user id is refused here, not left to fail the user lookup.
    if (typeof userId !== 'string' || !isUuid(userId)) return null;
    if (typeof payload.tv !== 'number' || typeof payload.exp !== 'number') return null;
    return { userId, tokenVersion: payload.tv, expiresAt: payload.exp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
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
