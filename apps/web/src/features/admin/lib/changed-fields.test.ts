import { describe, expect, it } from 'vitest';
import { getChangedFields, hasChanges } from './changed-fields';

const saved = { planId: 'plan-1', tagQuota: null as number | null, isAccountActive: false };

describe('getChangedFields', () => {
  it('is empty when nothing changed', () => {
    const changes = getChangedFields(saved, { planId: 'plan-1', tagQuota: null, isAccountActive: false });
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('holds only the fields whose value differs', () => {
    expect(getChangedFields(saved, { planId: 'plan-1', tagQuota: 25, isAccountActive: true })).toEqual({
      tagQuota: 25,
      isAccountActive: true,
    });
  });

  it('sends a cleared value as null, but never an undefined one', () => {
    const withQuota = { ...saved, tagQuota: 10 as number | null };
    expect(getChangedFields(withQuota, { tagQuota: null, planId: undefined })).toEqual({ tagQuota: null });
  });

  it('tells 0 from null and false from null', () => {
    expect(getChangedFields(saved, { tagQuota: 0 })).toEqual({ tagQuota: 0 });
    expect(getChangedFields({ flag: null as boolean | null }, { flag: false })).toEqual({ flag: false });
  });

  it('compares lists by their content', () => {
    const plan = { features: ['A', 'B'], name: 'Pro' };
    expect(getChangedFields(plan, { features: ['A', 'B'], name: 'Pro' })).toEqual({});
    expect(getChangedFields(plan, { features: ['B', 'A'] })).toEqual({ features: ['B', 'A'] });
  });
});
