import { describe, expect, it } from 'vitest';
import { makeToken, makeUser } from '../test/tokens';
import { decodeToken, getUserFromToken, isTokenExpired } from './token';

describe('decodeToken', () => {
  it('reads a base64url payload with non-ASCII text', () => {
    const user = makeUser();
    const payload = decodeToken(makeToken({ user, exp: 100 }));
    expect(payload).toEqual({ user, exp: 100 });
  });

  it('answers null for malformed tokens', () => {
    expect(decodeToken('')).toBeNull();
    expect(decodeToken('only-one-part')).toBeNull();
    expect(decodeToken('a.!!!not-base64!!!.c')).toBeNull();
    expect(decodeToken(`a.${btoa('[1,2]')}.c`)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  const nowSeconds = now / 1000;

  it('compares exp in seconds with the current time in seconds', () => {
    expect(isTokenExpired({ exp: nowSeconds + 1 }, now)).toBe(false);
    expect(isTokenExpired({ exp: nowSeconds }, now)).toBe(true);
    expect(isTokenExpired({ exp: nowSeconds - 60 }, now)).toBe(true);
  });

  it('treats a missing or non-numeric exp as expired', () => {
    expect(isTokenExpired({}, now)).toBe(true);
    expect(isTokenExpired({ exp: String(nowSeconds + 100) }, now)).toBe(true);
  });
});

describe('getUserFromToken', () => {
  it('returns the user claim', () => {
    const user = makeUser({ role: 'admin' });
    expect(getUserFromToken(makeToken({ user, exp: 1 }))).toEqual(user);
  });

  it('returns null when the claim is absent or not a user', () => {
    expect(getUserFromToken(makeToken({ exp: 1 }))).toBeNull();
    expect(getUserFromToken(makeToken({ user: { id: 1, email: 'x' } }))).toBeNull();
    expect(getUserFromToken(makeToken({ user: { ...makeUser(), role: 'root' } }))).toBeNull();
  });
});
