import { storageKeys } from '@nfc/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { makeToken, nowSeconds } from '../../../test/tokens';
import { findOwnCardId, getLiveSessionToken } from './owner-wallet';

describe('getLiveSessionToken', () => {
  afterEach(() => localStorage.clear());

  it('is null for a visitor without a session: the card page then asks the server nothing', () => {
    expect(getLiveSessionToken()).toBeNull();
  });

  it('gives a stored token that has not run out', () => {
    const token = makeToken({ exp: nowSeconds() + 600 });
    localStorage.setItem(storageKeys.token, token);
    expect(getLiveSessionToken()).toBe(token);
  });

  it('is null for an expired or unreadable token', () => {
    localStorage.setItem(storageKeys.token, makeToken({ exp: nowSeconds() - 1 }));
    expect(getLiveSessionToken()).toBeNull();
    localStorage.setItem(storageKeys.token, makeToken({}));
    expect(getLiveSessionToken()).toBeNull();
    localStorage.setItem(storageKeys.token, 'not-a-token');
    expect(getLiveSessionToken()).toBeNull();
  });
});

describe('findOwnCardId', () => {
  const cards = [
    { id: 'card-1', downloadToken: 'token-one' },
    { id: 'card-2', downloadToken: 'token-two' },
  ];

  it("finds the visitor's card this page shows by its public token", () => {
    expect(findOwnCardId(cards, 'token-two')).toBe('card-2');
  });

  it("is null for someone else's card", () => {
    expect(findOwnCardId(cards, 'token-three')).toBeNull();
    expect(findOwnCardId([], 'token-one')).toBeNull();
  });
});
