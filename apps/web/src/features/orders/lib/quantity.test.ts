import { describe, expect, it } from 'vitest';
import { clampQuantity, normalizeQuantityInput, parseQuantity } from './quantity';

describe('normalizeQuantityInput', () => {
  it('turns values below 1 into 1', () => {
    expect(normalizeQuantityInput('0')).toBe('1');
    expect(normalizeQuantityInput('-5')).toBe('1');
    expect(normalizeQuantityInput('0.5')).toBe('1');
  });

  it('keeps valid and too large values as typed, and an empty box empty', () => {
    expect(normalizeQuantityInput('20')).toBe('20');
    expect(normalizeQuantityInput('1001')).toBe('1001');
    expect(normalizeQuantityInput('')).toBe('');
    expect(normalizeQuantityInput('  ')).toBe('');
  });
});

describe('parseQuantity', () => {
  it('accepts whole numbers from 1 to 1000', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity(' 250 ')).toBe(250);
    expect(parseQuantity('1000')).toBe(1000);
    expect(parseQuantity(10)).toBe(10);
  });

  it('refuses everything else', () => {
    for (const value of ['', '0', '1001', '2.5', '-3', 'abc', '1e3', null, undefined]) {
      expect(parseQuantity(value), String(value)).toBeNull();
    }
  });
});

describe('clampQuantity', () => {
  it('clamps a linked quantity into 1-1000 and falls back when unreadable', () => {
    expect(clampQuantity('20', 10)).toBe(20);
    expect(clampQuantity('0', 10)).toBe(1);
    expect(clampQuantity('5000', 10)).toBe(1000);
    expect(clampQuantity('many', 10)).toBe(10);
    expect(clampQuantity(null, 10)).toBe(10);
  });
});
