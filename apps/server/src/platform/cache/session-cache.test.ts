import type { User } from '@nfc/contract/users';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionCache, type SessionPrincipal } from './session-cache.ts';

const principal = (tokenVersion: number, organisationId = 'org-1'): SessionPrincipal => ({
  user: { id: 'user-1', organisationId } as User,
  tokenVersion,
  isActive: true,
});

describe('session cache', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('loads a user once, shares the load between parallel requests, and loads again after the TTL', async () => {
    const load = vi.fn(async () => principal(1));
    const cache = createSessionCache(load, { ttlMs: 1_000 });
    await Promise.all([cache.get('user-1'), cache.get('user-1'), cache.get('user-1')]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('user-1');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    await cache.get('user-1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a user, an organisation or everything on invalidation', async () => {
    let version = 1;
    const cache = createSessionCache(async () => principal(version));
    expect((await cache.get('user-1'))?.tokenVersion).toBe(1);
    version = 2;
    expect((await cache.get('user-1'))?.tokenVersion).toBe(1);
    cache.invalidateUser('user-1');
    expect((await cache.get('user-1'))?.tokenVersion).toBe(2);
    version = 3;
    cache.invalidateOrganisation('org-2');
    expect((await cache.get('user-1'))?.tokenVersion).toBe(2);
    cache.invalidateOrganisation('org-1');
    expect((await cache.get('user-1'))?.tokenVersion).toBe(3);
    version = 4;
    cache.clear();
    expect((await cache.get('user-1'))?.tokenVersion).toBe(4);
  });

  it('never keeps or hands on a load that a change overtook, so a revocation cannot be undone by a slow read', async () => {
    const releases: Array<() => void> = [];
    let version = 1;
    const load = vi.fn(
      (_userId: string) =>
        new Promise<SessionPrincipal>((resolve) => {
          const read = principal(version);
          releases.push(() => resolve(read));
        }),
    );
    const cache = createSessionCache(load);
    const before = cache.get('user-1');
    // The token version changes while the read of the old row is on its way.
    version = 2;
    cache.invalidateUser('user-1');
    const after = cache.get('user-1');
    expect(load).toHaveBeenCalledTimes(2);
    for (const release of releases) release();
    expect((await before)?.tokenVersion).toBe(1);
    expect((await after)?.tokenVersion).toBe(2);
    expect((await cache.get('user-1'))?.tokenVersion).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no unknown user, so an account made later is found', async () => {
    let exists = false;
    const cache = createSessionCache(async () => (exists ? principal(0) : null));
    expect(await cache.get('user-1')).toBeNull();
    exists = true;
    expect(await cache.get('user-1')).not.toBeNull();
  });
});
