import { describe, expect, it } from 'vitest';
import { getShownWallets, getWalletLink } from './wallet';

describe('getShownWallets', () => {
  it('shows a button only for the wallets the server is set up for, Apple first', () => {
    expect(getShownWallets({ apple: true, google: true })).toEqual(['apple', 'google']);
    expect(getShownWallets({ apple: false, google: true })).toEqual(['google']);
    expect(getShownWallets({ apple: true, google: false })).toEqual(['apple']);
  });

  it('shows nothing when no wallet is set up or while that is not known yet', () => {
    expect(getShownWallets({ apple: false, google: false })).toEqual([]);
    expect(getShownWallets(undefined)).toEqual([]);
    expect(getShownWallets(null)).toEqual([]);
  });
});

describe('getWalletLink', () => {
  const links = { apple: 'https://cards.example/api/wallet/links/a.b/apple', google: null };

  it("gives the pressed wallet's link", () => {
    expect(getWalletLink(links, 'apple')).toBe(links.apple);
  });

  it('fails for a wallet without a link (switched off since the buttons were drawn)', () => {
    expect(() => getWalletLink(links, 'google')).toThrow(/no google wallet link/);
  });
});
