import { describe, expect, it } from 'vitest';
import { createScanFloodGuard } from './scan-flood-guard.ts';

describe('scan flood guard', () => {
  it('counts per IP and tag, and starts over when the window ends', () => {
    const guard = createScanFloodGuard({ limit: 2, windowMs: 1000 });
    expect([1, 2, 3, 4].map(() => guard.isVisit('203.0.113.1', 'tag-a', 0))).toEqual([true, true, false, false]);
    expect(guard.isVisit('203.0.113.1', 'tag-b', 10)).toBe(true);
    expect(guard.isVisit('203.0.113.2', 'tag-a', 999)).toBe(true);
    expect(guard.size).toBe(3);
    expect(guard.isVisit('203.0.113.1', 'tag-a', 1000)).toBe(true);
    expect(guard.size).toBe(1);
    guard.stop();
    expect(guard.size).toBe(0);
  });

  it('a window begins at the first scan after the last one ended', () => {
    const guard = createScanFloodGuard({ limit: 1, windowMs: 1000 });
    expect(guard.isVisit('a', 'tag', 5_000)).toBe(true);
    expect(guard.isVisit('a', 'tag', 5_999)).toBe(false);
    expect(guard.isVisit('a', 'tag', 6_000)).toBe(true);
    expect(guard.isVisit('a', 'tag', 6_999)).toBe(false);
  });

  it('never holds more than its bound: past it, everything is forgotten', () => {
    const guard = createScanFloodGuard({ limit: 1, windowMs: 1000, maxTracked: 3 });
    for (const ip of ['a', 'b', 'c']) guard.isVisit(ip, 'tag', 0);
    expect(guard.size).toBe(3);
    expect(guard.isVisit('a', 'tag', 1)).toBe(false);
    expect(guard.isVisit('d', 'tag', 2)).toBe(true);
    expect(guard.size).toBe(1);
    expect(guard.isVisit('a', 'tag', 3)).toBe(true);
    for (let index = 0; index < 10_000; index++) guard.isVisit(`10.0.${index >> 8}.${index & 255}`, 'tag', 4);
    expect(guard.size).toBeLessThanOrEqual(3);
  });

  it('keeps many addresses and tags apart: each counts alone, up to the limit', () => {
    const guard = createScanFloodGuard({ limit: 3, windowMs: 60_000 });
    const addresses = Array.from(
      { length: 20_000 },
      (_, index) => `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`,
    );
    for (let round = 1; round <= 4; round++) {
      const visits = addresses.map((address) => guard.isVisit(address, round % 2 ? 'tag-a' : 'tag-b', round));
      // Rounds 1 and 3 count on tag-a, 2 and 4 on tag-b: two scans each, all visits.
      expect(visits.every(Boolean)).toBe(true);
    }
    expect(guard.size).toBe(40_000);
    expect(guard.isVisit('10.0.0.7', 'tag-a', 5)).toBe(true);
    expect(guard.isVisit('10.0.0.7', 'tag-a', 6)).toBe(false);
    expect(guard.isVisit('2001:db8::7', 'tag-a', 7)).toBe(true);
  });

  it('refuses a limit its counters cannot hold', () => {
    expect(() => createScanFloodGuard({ limit: 255, windowMs: 1000 })).toThrow(/1 to 254/);
    expect(() => createScanFloodGuard({ limit: 0, windowMs: 1000 })).toThrow(/1 to 254/);
  });
});
