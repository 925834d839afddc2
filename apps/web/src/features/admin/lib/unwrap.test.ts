import { describe, expect, it } from 'vitest';
import { unwrapData } from './unwrap';

describe('unwrapData', () => {
  it('accepts wrapped and plain answers alike', () => {
    const tiers = [{ id: '1', name: 'Starter' }];
    expect(unwrapData({ data: tiers })).toEqual(tiers);
    expect(unwrapData(tiers)).toEqual(tiers);
    expect(unwrapData({ data: { id: '1' } })).toEqual({ id: '1' });
    expect(unwrapData({ id: '1', name: 'Starter' })).toEqual({ id: '1', name: 'Starter' });
  });

  it('passes an empty answer (204) through', () => {
    expect(unwrapData('')).toBe('');
    expect(unwrapData(undefined)).toBeUndefined();
  });
});
