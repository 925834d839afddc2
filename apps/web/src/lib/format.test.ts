import { describe, expect, it } from 'vitest';
import { formatCurrency, getInitial, getLocale } from './format';

// Intl inserts narrow no-break spaces in some locales; compare with plain spaces.
const normalise = (value: string) => value.replace(/\s/g, ' ');

describe('getLocale', () => {
  it('maps the UI language to the Intl locale', () => {
    expect(getLocale('de')).toBe('de-DE');
    expect(getLocale('de-AT')).toBe('de-DE');
    expect(getLocale('en')).toBe('en-US');
    expect(getLocale(undefined)).toBe('en-US');
  });
});

describe('formatCurrency', () => {
  it('formats by language with the plan currency', () => {
    expect(normalise(formatCurrency(19.9, 'EUR', 'de'))).toBe('19,90 €');
    expect(formatCurrency(19.9, 'EUR', 'en')).toBe('€19.90');
    expect(formatCurrency(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(normalise(formatCurrency(1234.5, 'GBP', 'de'))).toBe('1.234,50 £');
  });
});

describe('getInitial', () => {
  it('upper-cases the first character of the e-mail', () => {
    expect(getInitial('anna@example.com')).toBe('A');
    expect(getInitial('  österreich@example.at')).toBe('Ö');
  });

  it('shows a question mark without an address', () => {
    expect(getInitial('')).toBe('?');
    expect(getInitial(null)).toBe('?');
  });
});
