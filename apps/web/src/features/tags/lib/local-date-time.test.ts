import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDateTimeToIso, parseLocalDateTime, toLocalDateTimeInput } from './local-date-time';

describe('datetime-local values and ISO date-times', () => {
  // Node reads TZ again when it changes: Berlin has summer time, so both offsets are covered.
  beforeEach(() => {
    vi.stubEnv('TZ', 'Europe/Berlin');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads a datetime-local value in the browser time zone', () => {
    expect(localDateTimeToIso('2026-01-15T09:30')).toBe('2026-01-15T08:30:00.000Z');
    expect(localDateTimeToIso('2026-07-15T09:30')).toBe('2026-07-15T07:30:00.000Z');
    expect(localDateTimeToIso('2026-07-15T09:30:15')).toBe('2026-07-15T07:30:15.000Z');
    expect(parseLocalDateTime('2026-01-01T00:00')).toBe(Date.UTC(2025, 11, 31, 23, 0));
  });

  it('shows an ISO date-time as a datetime-local value in the browser time zone', () => {
    expect(toLocalDateTimeInput('2026-01-15T08:30:00.000Z')).toBe('2026-01-15T09:30');
    expect(toLocalDateTimeInput('2026-07-15T07:30:00Z')).toBe('2026-07-15T09:30');
    expect(toLocalDateTimeInput(Date.UTC(2025, 11, 31, 23, 5))).toBe('2026-01-01T00:05');
  });

  it('round-trips in either direction', () => {
    for (const value of ['2026-03-29T03:15', '2026-10-25T12:00', '2030-12-31T23:59']) {
      expect(toLocalDateTimeInput(localDateTimeToIso(value))).toBe(value);
    }
  });

  it('clears on empty and leaves what is no date-time as typed, for the schema to report', () => {
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('  ')).toBeNull();
    expect(localDateTimeToIso('tomorrow')).toBe('tomorrow');
    expect(localDateTimeToIso('2026-02-30T10:00')).toBe('2026-02-30T10:00');
    expect(parseLocalDateTime('2026-01-01T24:00')).toBeNull();
    expect(toLocalDateTimeInput(null)).toBe('');
    expect(toLocalDateTimeInput('not a date')).toBe('');
  });
});
