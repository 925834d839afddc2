import type { User } from '@nfc/contract/users';
import { describe, expect, it } from 'vitest';
import { canSeeAnalytics, getTagAllowance, getTagCreation } from './tag-rules';

const plan = (name: string, tagLimit: number): Pick<User, 'plan' | 'tagQuota'>['plan'] => ({
  id: name,
  name,
  tagLimit,
});

describe('tag plan rules', () => {
  it('takes the admin quota over the plan limit, and 0 without either', () => {
    expect(getTagAllowance({ plan: plan('Pro', 100), tagQuota: 3 })).toBe(3);
    expect(getTagAllowance({ plan: plan('Pro', 100), tagQuota: 0 })).toBe(0);
    expect(getTagAllowance({ plan: plan('Pro', 100), tagQuota: null })).toBe(100);
    expect(getTagAllowance({ plan: null, tagQuota: null })).toBe(0);
    expect(getTagAllowance(null)).toBe(0);
  });

  it('needs the plan named Pro to create tags', () => {
    expect(getTagCreation({ plan: plan('Core', 10), tagQuota: null }, 0)).toEqual({ kind: 'needsPlan' });
    expect(getTagCreation({ plan: null, tagQuota: 50 }, 0)).toEqual({ kind: 'needsPlan' });
    expect(getTagCreation(null, 0)).toEqual({ kind: 'needsPlan' });
    expect(getTagCreation({ plan: plan('pro', 10), tagQuota: null }, 0)).toEqual({ kind: 'needsPlan' });
  });

  it('stops creation at or above the allowance', () => {
    const pro = { plan: plan('Pro', 2), tagQuota: null };
    expect(getTagCreation(pro, 1)).toEqual({ kind: 'allowed', limit: 2, remaining: 1 });
    expect(getTagCreation(pro, 2)).toEqual({ kind: 'limitReached', limit: 2 });
    expect(getTagCreation(pro, 5)).toEqual({ kind: 'limitReached', limit: 2 });
    expect(getTagCreation({ plan: plan('Pro', 100), tagQuota: 0 }, 0)).toEqual({ kind: 'limitReached', limit: 0 });
  });

  it('shows analytics only for Core and Pro', () => {
    expect(canSeeAnalytics({ plan: plan('Core', 10), tagQuota: null })).toBe(true);
    expect(canSeeAnalytics({ plan: plan('Pro', 10), tagQuota: null })).toBe(true);
    expect(canSeeAnalytics({ plan: plan('Starter', 10), tagQuota: null })).toBe(false);
    expect(canSeeAnalytics({ plan: null, tagQuota: null })).toBe(false);
  });
});
