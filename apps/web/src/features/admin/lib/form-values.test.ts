import { describe, expect, it } from 'vitest';
import {
  getFirstErrorMessage,
  parseLines,
  parseNullableNumber,
  parseNumber,
  parseRequiredNumber,
  toNullableText,
} from './form-values';

describe('form values', () => {
  it('reads numbers, with a decimal comma too', () => {
    expect(parseNumber(' 12 ')).toBe(12);
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('1.5')).toBe(1.5);
  });

  it('keeps empty apart from invalid', () => {
    expect(parseNumber('')).toBeUndefined();
    expect(parseNullableNumber('  ')).toBeNull();
    expect(parseNumber('abc')).toBeNaN();
    expect(parseNullableNumber('-')).toBeNaN();
  });

  it('reads a number that must be given, empty text included as invalid', () => {
    expect(parseRequiredNumber(' 5 ')).toBe(5);
    expect(parseRequiredNumber('')).toBeNaN();
    expect(parseRequiredNumber('many')).toBeNaN();
  });

  it('splits lines and drops blank ones', () => {
    expect(parseLines('One\r\n\n  Two  \n')).toEqual(['One', 'Two']);
    expect(toNullableText('   ')).toBeNull();
    expect(toNullableText(' price_1 ')).toBe('price_1');
  });

  it('finds the message of a list field on its item', () => {
    expect(getFirstErrorMessage({ message: 'top' })).toBe('top');
    expect(getFirstErrorMessage([undefined, { message: 'second line' }])).toBe('second line');
    expect(getFirstErrorMessage(undefined)).toBeUndefined();
  });
});
