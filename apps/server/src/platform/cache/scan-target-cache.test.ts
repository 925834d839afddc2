import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScanTargetCache, type ScanTarget } from './scan-target-cache.ts';

const CODE = 'AbCd1234';
const target = (location: string): ScanTarget => ({
  kind: 'redirect',
  tagId: 'tag',
  ownerId: 'owner',
  location,
  rules: [],
  expiresAt: null,
  maxScans: null,
  visits: 0,
  verification: null,
});

describe('scan target cache', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('answers a target past its TTL at once and reloads it behind the answer', async () => {
    let version = 1;
    const load = vi.fn(async () => target(`https://example.com/${version}`));
    const cache = createScanTargetCache(load);
    expect(await cache.get(CODE)).toMatchObject({ location: 'https://example.com/1' });
    vi.advanceTimersByTime(61_000);
    version = 2;
    // A load that never finishes must not hold the answer up.
    let release: () => void = () => {};
    load.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve(target('https://example.com/2')))),
    );
    expect(await cache.get(CODE)).toMatchObject({ location: 'https://example.com/1' });
    expect(load).toHaveBeenCalledTimes(2);
    // Concurrent requests share the one reload.
    expect(await cache.get(CODE)).toMatchObject({ location: 'https://example.com/1' });
    expect(load).toHaveBeenCalledTimes(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get(CODE)).toMatchObject({ location: 'https://example.com/2' });
  });

  it('peeks a target past its TTL without a promise and reloads it once behind the answer', async () => {
    let version = 1;
    const load = vi.fn(async () => target(`https://example.com/${version}`));
    const cache = createScanTargetCache(load);
    expect(cache.peek(CODE)).toBeUndefined();
    await cache.get(CODE);
    expect(cache.peek(CODE)).toMatchObject({ location: 'https://example.com/1' });
    vi.advanceTimersByTime(61_000);
    version = 2;
    // The scan link's fast path keeps answering while the reload runs: one load for any number of peeks.
    expect(cache.peek(CODE)).toMatchObject({ location: 'https://example.com/1' });
    expect(cache.peek(CODE)).toMatchObject({ location: 'https://example.com/1' });
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.peek(CODE)).toMatchObject({ location: 'https://example.com/2' });
    // Untouched for over ten minutes: no longer answered from memory; the slow path's `get` waits for the load.
    vi.advanceTimersByTime(60_000 + 10 * 60_000 + 1);
    expect(cache.peek(CODE)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a capped tag’s count across a reload that reads fewer redirects than this copy answered', async () => {
    const capped = (visits: number): ScanTarget => ({
      kind: 'redirect',
      tagId: 'tag',
      ownerId: 'owner',
      location: 'https://example.com/',
      rules: [],
      expiresAt: null,
      maxScans: 10,
      visits,
      verification: null,
    });
    const load = vi.fn(async () => capped(2));
    const cache = createScanTargetCache(load);
    const first = await cache.get(CODE);
    if (first.kind !== 'redirect') throw new Error('expected a redirect');
    first.visits = 7;
    vi.advanceTimersByTime(61_000);
    await cache.get(CODE);
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get(CODE)).toMatchObject({ visits: 7 });
    // A reload that has caught up (or other copies' scans) wins when it counts more.
    load.mockImplementation(async () => capped(9));
    vi.advanceTimersByTime(61_000);
    await cache.get(CODE);
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get(CODE)).toMatchObject({ visits: 9 });
  });

  it('never answers a changed tag from before the change', async () => {
    let version = 1;
    const cache = createScanTargetCache(async () => target(`https://example.com/${version}`));
    await cache.get(CODE);
    vi.advanceTimersByTime(61_000);
    version = 2;
    cache.invalidateCode(CODE);
    expect(await cache.get(CODE)).toMatchObject({ location: 'https://example.com/2' });
    version = 3;
    cache.invalidateOwner('owner');
    expect(await cache.get(CODE)).toMatchObject({ location: 'https://example.com/3' });
  });

  it('keeps a load begun before another code changed, and drops one begun before its own code changed', async () => {
    const OTHER = 'ZyXw9876';
    const version = 1;
    const releases: Array<() => void> = [];
    const load = vi.fn(
      (code: string) =>
        new Promise<ScanTarget>((resolve) => {
          const location = `https://example.com/${code}/${version}`;
          releases.push(() => resolve(target(location)));
        }),
    );
    const cache = createScanTargetCache(load);
    const first = cache.get(CODE);
    const other = cache.get(OTHER);
    // A change to another code (a tag edited, a chip bound elsewhere) does not waste this code's load.
    cache.invalidateCode(OTHER);
    for (const release of releases.splice(0)) release();
    expect(await first).toMatchObject({ location: `https://example.com/${CODE}/1` });
    // The changed code's load answers the request that started it once, and is not kept.
    expect(await other).toMatchObject({ location: `https://example.com/${OTHER}/1` });
    expect(cache.peek(CODE)).toMatchObject({ location: `https://example.com/${CODE}/1` });
    expect(cache.peek(OTHER)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a target changed in place and drops a load of it begun before the change', async () => {
    let version = 1;
    const load = vi.fn(async () => target(`https://example.com/${version}`));
    const cache = createScanTargetCache(load);
    const cached = await cache.get(CODE);
    vi.advanceTimersByTime(61_000);
    let release: () => void = () => {};
    load.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve(target('https://example.com/before')))),
    );
    // Stale: answered, and a reload starts behind it.
    expect(cache.peek(CODE)).toBe(cached);
    expect(load).toHaveBeenCalledTimes(2);
    // The scan link binds a chip on this very object (the verifier sets it), then says so.
    if (cached.kind !== 'redirect') throw new Error('expected a redirect');
    cached.verification = { mode: 'record', fallbackUrl: null, keyVersion: 1, chip: { uid: 'U', lastCounter: 1 } };
    cache.updatedInPlace(CODE);
    // The load read the tag before the change: it is not kept over the changed target.
    release();
    await vi.advanceTimersByTimeAsync(0);
    version = 2;
    expect(cache.peek(CODE)).toBe(cached);
    // That peek of the still-stale entry reloaded it anew.
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.peek(CODE)).toMatchObject({ location: 'https://example.com/2' });
  });

  it('waits for the database for a target untouched for over ten minutes, and for an unknown code', async () => {
    let found = false;
    const cache = createScanTargetCache(async () => (found ? target('https://example.com/new') : { kind: 'unknown' }));
    expect(await cache.get(CODE)).toEqual({ kind: 'unknown' });
    found = true;
    vi.advanceTimersByTime(6_000);
    // A code unknown a moment ago may be a tag made since: it is looked up, not answered from memory.
    expect(await cache.get(CODE)).toMatchObject({ location: 'https://example.com/new' });
    found = false;
    vi.advanceTimersByTime(60_000 + 10 * 60_000 + 1);
    expect(await cache.get(CODE)).toEqual({ kind: 'unknown' });
  });

  it('answers the stale target when its reload fails, and fails the request once nothing servable is left', async () => {
    const load = vi.fn(async () => target('https://example.com/1'));
    const cache = createScanTargetCache(load);
    await cache.get(CODE);
    vi.advanceTimersByTime(61_000);
    load.mockRejectedValueOnce(new Error('database away'));
    expect(await cache.get(CODE)).toMatchObject({ location: 'https://example.com/1' });
    await vi.advanceTimersByTimeAsync(0);
    vi.advanceTimersByTime(10 * 60_000);
    load.mockRejectedValueOnce(new Error('database away'));
    await expect(cache.get(CODE)).rejects.toThrow('database away');
  });
});
