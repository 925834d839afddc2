import type { User } from '@nfc/contract/users';
import { describe, expect, it } from 'vitest';
import { getVcardAllowance, getVcardCreation } from './vcard-rules';

const plan = (name: string, tagLimit: number): User['plan'] => ({ id: name, name, tagLimit });

describe('vCard quota', () => {
  it('uses tagQuota, else the plan limit, else 0', () => {
    expect(getVcardAllowance({ plan: plan('Core', 10), tagQuota: 2 })).toBe(2);
    expect(getVcardAllowance({ plan: plan('Core', 10), tagQuota: null })).toBe(10);
    expect(getVcardAllowance({ plan: null, tagQuota: null })).toBe(0);
    expect(getVcardAllowance(undefined)).toBe(0);
  });

  it('allows creating below the limit on any plan, and stops at it', () => {
    expect(getVcardCreation({ plan: plan('Core', 2), tagQuota: null }, 1)).toEqual({
      kind: 'allowed',
      limit: 2,
      remaining: 1,
    });
    expect(getVcardCreation({ plan: plan('Core', 2), tagQuota: null }, 2)).toEqual({ kind: 'limitReached', limit: 2 });
    expect(getVcardCreation({ plan: null, tagQuota: null }, 0)).toEqual({ kind: 'limitReached', limit: 0 });
  });
});
