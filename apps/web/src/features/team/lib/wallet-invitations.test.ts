import { describe, expect, it } from 'vitest';
import { getWalletInvitationErrorKey } from './wallet-invitations';

describe('getWalletInvitationErrorKey', () => {
  it('says in its own words that no wallet is set up (409) or that links went out too often (429)', () => {
    expect(getWalletInvitationErrorKey(409)).toBe('wallet:invite.notSetUp');
    expect(getWalletInvitationErrorKey(429)).toBe('wallet:invite.tooOften');
  });

  it("leaves every other failure to the server's message or the general fallback", () => {
    for (const status of [undefined, 400, 403, 500, 503]) expect(getWalletInvitationErrorKey(status)).toBeNull();
  });
});
