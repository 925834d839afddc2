import { storageKeys } from '@nfc/contract/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeToken, makeUser, nowSeconds } from '../test/tokens';
import { clearSession, createSession, restoreSession, saveSession } from './session';

describe('restoreSession (auth on load)', () => {
  beforeEach(() => localStorage.clear());

  it('is signed out without a stored token', () => {
    expect(restoreSession()).toBeNull();
  });

  it('signs out and clears storage when the token has expired', () => {
    const user = makeUser();
    localStorage.setItem(storageKeys.token, makeToken({ user, exp: nowSeconds() - 10 }));
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('prefers the stored user data over the token claim', () => {
    const claim = makeUser({ organisationName: 'Old name' });
    const stored = makeUser({ organisationName: 'New name' });
    const token = makeToken({ user: claim, exp: nowSeconds() + 3600 });
    localStorage.setItem(storageKeys.token, token);
    localStorage.setItem(storageKeys.user, JSON.stringify(stored));
    expect(restoreSession()).toEqual({ token, user: stored });
  });

  it('falls back to the token claim when the stored user is missing, unreadable or another account', () => {
    const claim = makeUser();
    const token = makeToken({ user: claim, exp: nowSeconds() + 3600 });
    localStorage.setItem(storageKeys.token, token);
    expect(restoreSession()?.user).toEqual(claim);

    localStorage.setItem(storageKeys.user, '{not json');
    expect(restoreSession()?.user).toEqual(claim);

    localStorage.setItem(storageKeys.user, JSON.stringify(makeUser({ id: 'someone-else' })));
    expect(restoreSession()?.user).toEqual(claim);
  });

  it('signs out when neither storage nor token yields a user', () => {
    localStorage.setItem(storageKeys.token, makeToken({ exp: nowSeconds() + 3600 }));
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('signs out on an undecodable token', () => {
    localStorage.setItem(storageKeys.token, 'garbage');
    expect(restoreSession()).toBeNull();
  });
});

describe('createSession, saveSession and clearSession', () => {
  beforeEach(() => localStorage.clear());

  it('creates a session only from a live token with a user', () => {
    const user = makeUser();
    expect(createSession(makeToken({ user, exp: nowSeconds() + 60 }))?.user).toEqual(user);
    expect(createSession(makeToken({ user, exp: nowSeconds() - 60 }))).toBeNull();
    expect(createSession(makeToken({ exp: nowSeconds() + 60 }))).toBeNull();
    expect(createSession('nonsense')).toBeNull();
  });

  it('persists under the spec keys and clears them again', () => {
    const user = makeUser();
    const token = makeToken({ user, exp: nowSeconds() + 60 });
    saveSession({ token, user });
    expect(localStorage.getItem('vcf_platform_token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('vcf_platform_user') ?? 'null')).toEqual(user);
    clearSession();
    expect(localStorage.getItem('vcf_platform_token')).toBeNull();
    expect(localStorage.getItem('vcf_platform_user')).toBeNull();
  });
});
