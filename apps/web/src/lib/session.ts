import { storageKeys } from '@nfc/contract/constants';
import type { User } from '@nfc/contract/users';
import { readStorage, writeStorage } from './storage';
import { decodeToken, getUserFromToken, isTokenExpired, isUser } from './token';

export type Session = { token: string; user: User };

function readStoredUser(): User | null {
  const raw = readStorage('local', storageKeys.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Auth on load (spec section 4): a missing or expired token, or no user from stored data or the
 * token's user claim, means signed out.
 */
export function restoreSession(nowMs: number = Date.now()): Session | null {
  const token = readStorage('local', storageKeys.token);
  if (!token) return null;
  const payload = decodeToken(token);
  if (!payload || isTokenExpired(payload, nowMs)) {
    clearSession();
    return null;
  }
  const claimUser = getUserFromToken(token);
  const storedUser = readStoredUser();
  // Stored data left over from another account never wins over the token's own user.
  const user = storedUser && (!claimUser || storedUser.id === claimUser.id) ? storedUser : claimUser;
  if (!user) {
    clearSession();
    return null;
  }
  return { token, user };
}

/** Starts a session from a fresh token; null when the token is unreadable, expired or carries no user. */
export function createSession(token: string, nowMs: number = Date.now()): Session | null {
  const payload = decodeToken(token);
  if (!payload || isTokenExpired(payload, nowMs)) return null;
  const user = getUserFromToken(token);
  return user ? { token, user } : null;
}

export function saveSession(session: Session): void {
  saveToken(session.token);
  saveUser(session.user);
}

export function saveToken(token: string): void {
  writeStorage('local', storageKeys.token, token);
}

export function saveUser(user: User): void {
  writeStorage('local', storageKeys.user, JSON.stringify(user));
}

export function clearSession(): void {
  writeStorage('local', storageKeys.token, null);
  writeStorage('local', storageKeys.user, null);
}
