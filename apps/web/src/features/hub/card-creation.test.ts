import { describe, expect, it } from 'vitest';
import { getCardCreation } from './card-creation';

const pro = { plan: { id: 'p', name: 'Pro', tagLimit: 2 }, tagQuota: null };

describe('getCardCreation', () => {
  it('names the missing plan rather than a reached limit for a new account', () => {
    expect(getCardCreation({ plan: null, tagQuota: null }, 0)).toEqual({ kind: 'noPlan' });
    expect(getCardCreation({ plan: { id: 'z', name: 'Zero', tagLimit: 0 }, tagQuota: null }, 0)).toEqual({
      kind: 'noCards',
    });
  });

  it('allows up to the allowance, the admin’s quota winning over the plan', () => {
    expect(getCardCreation(pro, 1)).toEqual({ kind: 'allowed' });
    expect(getCardCreation(pro, 2)).toEqual({ kind: 'limitReached', limit: 2 });
    expect(getCardCreation({ ...pro, tagQuota: 5 }, 2)).toEqual({ kind: 'allowed' });
    expect(getCardCreation(pro, null)).toEqual({ kind: 'allowed' });
  });
});
