import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatNumber, getInitial, getLocale } from './format';

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

describe('formatDate', () => {
  it('writes the date the way the interface language does', () => {
    const date = '2026-03-05T12:00:00Z';
    expect(formatDate(date, 'en')).toBe('Mar 5, 2026');
    expect(formatDate(date, 'de')).toBe('05.03.2026');
    expect(formatDate(new Date(date), 'en-GB')).toBe('Mar 5, 2026');
  });

  it('writes nothing for a value that is no date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes date and time the way the interface language does', () => {
    const date = new Date(2026, 2, 5, 14, 7);
    expect(normalise(formatDateTime(date, 'en'))).toBe('Mar 5, 2026, 2:07 PM');
    expect(formatDateTime(date, 'de')).toBe('05.03.2026, 14:07');
    expect(formatDateTime('not a date', 'de')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups thousands by the interface language', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'de')).toBe('1.234.567');
  });
});

describe('formatCurrency in the English interface', () => {
  it('never writes the German form of an amount', () => {
    for (const amount of [5.9, 0.5, 1234.56]) {
      expect(formatCurrency(amount, 'EUR', 'en')).not.toMatch(/\d,\d\d\s?€/);
    }
    expect(formatCurrency(5.9, 'EUR', 'en')).toBe('€5.90');
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
