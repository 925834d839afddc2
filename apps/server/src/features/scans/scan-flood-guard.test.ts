import { describe, expect, it } from 'vitest';
import { createScanFloodGuard } from './scan-flood-guard.ts';

describe('scan flood guard', () => {
  it('counts per IP and tag, and starts over when the window ends', () => {
    let now = 0;
    const guard = createScanFloodGuard({ limit: 2, windowMs: 1000, now: () => now });
    expect([1, 2, 3].map(() => guard.isVisit('203.0.113.1', 'tag-a'))).toEqual([true, true, false]);
    expect(guard.isVisit('203.0.113.1', 'tag-b')).toBe(true);
    expect(guard.isVisit('203.0.113.2', 'tag-a')).toBe(true);
    now = 1000;
    expect(guard.isVisit('203.0.113.1', 'tag-a')).toBe(true);
    guard.stop();
  });

  it('never holds more than its bound: expired counters go first, then everything', () => {
    let now = 0;
    const guard = createScanFloodGuard({ limit: 1, windowMs: 1000, maxTracked: 3, now: () => now });
    for (const ip of ['a', 'b', 'c']) guard.isVisit(ip, 'tag');
    now = 1000;
    guard.isVisit('d', 'tag');
    expect(guard.size).toBe(1);
    for (const ip of ['e', 'f']) guard.isVisit(ip, 'tag');
    expect(guard.size).toBe(3);
    guard.isVisit('g', 'tag');
    expect(guard.size).toBe(1);
    for (let index = 0; index < 10_000; index++) guard.isVisit(`10.0.${index >> 8}.${index & 255}`, 'tag');
    expect(guard.size).toBeLessThanOrEqual(3);
    guard.stop();
  });
});
