import { describe, expect, it } from 'vitest';
import { getCountdown, getLaunchProgress } from './countdown';

const launchAt = new Date('2025-09-01T00:00:00+02:00');
const startAt = new Date('2025-06-01T00:00:00+02:00');

describe('getCountdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date(launchAt.getTime() - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 - 300);
    expect(getCountdown(now, launchAt)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, isLaunched: false });
  });

  it('shows zero everywhere at and after the launch', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, isLaunched: true };
    expect(getCountdown(launchAt, launchAt)).toEqual(zero);
    expect(getCountdown(new Date('2026-01-15T12:00:00Z'), launchAt)).toEqual(zero);
  });
});

describe('getLaunchProgress', () => {
  it('runs from 0 at the start to 100 at the launch and stays within that range', () => {
    expect(getLaunchProgress(new Date('2025-01-01T00:00:00Z'), startAt, launchAt)).toBe(0);
    expect(getLaunchProgress(startAt, startAt, launchAt)).toBe(0);
    const middle = new Date((startAt.getTime() + launchAt.getTime()) / 2);
    expect(getLaunchProgress(middle, startAt, launchAt)).toBe(50);
    expect(getLaunchProgress(launchAt, startAt, launchAt)).toBe(100);
    expect(getLaunchProgress(new Date('2026-01-01T00:00:00Z'), startAt, launchAt)).toBe(100);
  });

  it('copes with a start configured after the launch', () => {
    expect(getLaunchProgress(new Date('2025-05-01T00:00:00Z'), launchAt, startAt)).toBe(0);
    expect(getLaunchProgress(new Date('2025-10-01T00:00:00Z'), launchAt, startAt)).toBe(100);
  });
});
