import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2025-10-01T12:00:00Z');

describe('formatRelativeTime', () => {
  it('names the largest whole unit that has passed', () => {
    expect(formatRelativeTime('2025-10-01T11:59:40Z', 'en-US', now)).toBe('now');
    expect(formatRelativeTime('2025-10-01T11:55:00Z', 'en-US', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-10-01T09:00:00Z', 'en-US', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2025-09-30T12:00:00Z', 'en-US', now)).toBe('yesterday');
    expect(formatRelativeTime('2025-09-17T12:00:00Z', 'en-US', now)).toBe('2 weeks ago');
  });

  it('speaks German and ignores unreadable dates', () => {
    expect(formatRelativeTime('2025-10-01T11:55:00Z', 'de-DE', now)).toBe('vor 5 Minuten');
    expect(formatRelativeTime('not a date', 'de-DE', now)).toBe('');
  });
});
