import { describe, expect, it } from 'vitest';
import {
  countRangeDays,
  customRangeSchema,
  formatDay,
  getDateRange,
  parseRangeDays,
  readRangeSearch,
} from './date-range';

describe('analytics date ranges', () => {
  it('covers the last N UTC days including today', () => {
    const now = new Date('2025-03-05T23:30:00Z');
    expect(getDateRange(7, now)).toEqual({ from: '2025-02-27', to: '2025-03-05' });
    expect(getDateRange(30, now)).toEqual({ from: '2025-02-04', to: '2025-03-05' });
    expect(getDateRange(90, now)).toEqual({ from: '2024-12-06', to: '2025-03-05' });
    expect(getDateRange(1, now)).toEqual({ from: '2025-03-05', to: '2025-03-05' });
  });

  it('crosses year ends and leap days', () => {
    expect(getDateRange(7, new Date('2025-01-02T00:00:00Z'))).toEqual({ from: '2024-12-27', to: '2025-01-02' });
    expect(getDateRange(2, new Date('2024-03-01T12:00:00Z'))).toEqual({ from: '2024-02-29', to: '2024-03-01' });
  });

  it('accepts only the offered ranges, defaulting to 30 days', () => {
    expect(parseRangeDays('7')).toBe(7);
    expect(parseRangeDays('90')).toBe(90);
    expect(parseRangeDays('14')).toBe(30);
    expect(parseRangeDays(null)).toBe(30);
  });

  it('formats days the German way in German and never shifts them by time zone', () => {
    expect(formatDay('2025-03-05', 'de')).toBe('05.03.2025');
    expect(formatDay('2025-03-05', 'de', 'short')).toBe('05.03.');
    expect(formatDay('2025-03-05', 'en')).toBe('Mar 5, 2025');
    expect(formatDay('2025-03-05', 'en', 'short')).toBe('Mar 5');
    expect(formatDay('not-a-day', 'en')).toBe('not-a-day');
  });
});

describe('custom analytics ranges', () => {
  const check = (from: string, to: string) => {
    const result = customRangeSchema.safeParse({ from, to });
    return result.success ? 'ok' : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts real days in order, one day and exactly 366 days', () => {
    expect(check('2025-03-01', '2025-03-31')).toBe('ok');
    expect(check('2025-03-05', '2025-03-05')).toBe('ok');
    expect(check('2024-01-01', '2024-12-31')).toBe('ok');
    expect(countRangeDays({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
  });

  it('refuses missing or made-up days, a start after the end and more than 366 days', () => {
    expect(check('', '2025-03-05')).toEqual(['from: dateRange.errors.date']);
    expect(check('2025-02-30', '2025-03-05')).toEqual(['from: dateRange.errors.date']);
    expect(check('2025-03-01', '5.3.2025')).toEqual(['to: dateRange.errors.date']);
    expect(check('2025-03-06', '2025-03-05')).toEqual(['to: dateRange.errors.order']);
    expect(check('2024-01-01', '2025-01-01')).toEqual(['from: dateRange.errors.tooLong']);
  });

  it('reads a valid custom range from the address, else the preset', () => {
    const now = new Date('2025-03-05T12:00:00Z');
    expect(readRangeSearch(new URLSearchParams('from=2025-01-01&to=2025-01-31&days=7'), now)).toEqual({
      choice: 'custom',
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(readRangeSearch(new URLSearchParams('from=2025-01-31&to=2025-01-01&days=7'), now)).toEqual({
      choice: 7,
      from: '2025-02-27',
      to: '2025-03-05',
    });
    expect(readRangeSearch(new URLSearchParams('from=2025-01-01'), now)).toEqual({
      choice: 30,
      from: '2025-02-04',
      to: '2025-03-05',
    });
  });
});
