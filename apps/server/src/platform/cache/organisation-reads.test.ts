import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth, givePlan, signUp, type TestContext } from '../../../test/helpers.ts';
import { counterDrivers, openCopies } from '../../../test/redis-server.ts';
import { createOrganisationReads } from './organisation-reads.ts';

describe('organisation reads', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('keeps an answer per organisation and key until the organisation changes or the TTL ends', async () => {
    const reads = createOrganisationReads({ ttlMs: 1_000 });
    let version = 1;
    const load = vi.fn(async () => version);
    expect(await reads.get('org-1', 'tags', load)).toBe(1);
    version = 2;
    expect(await reads.get('org-1', 'tags', load)).toBe(1);
    expect(await reads.get('org-2', 'tags', load)).toBe(2);
    reads.invalidate('org-2');
    expect(await reads.get('org-1', 'tags', load)).toBe(1);
    reads.invalidate('org-1');
    expect(await reads.get('org-1', 'tags', load)).toBe(2);
    version = 3;
    vi.advanceTimersByTime(1_001);
    expect(await reads.get('org-1', 'tags', load)).toBe(3);
    version = 4;
    reads.clear();
    expect(await reads.get('org-1', 'tags', load)).toBe(4);
  });

  it('does not keep a load that a change overtook, nor one that failed', async () => {
    const reads = createOrganisationReads();
    let release: (value: string) => void = () => {};
    const slow = reads.get('org-1', 'tags', () => new Promise<string>((resolve) => (release = resolve)));
    reads.invalidate('org-1');
    release('read before the change');
    expect(await slow).toBe('read before the change');
    expect(await reads.get('org-1', 'tags', async () => 'after')).toBe('after');
    await expect(reads.get('org-2', 'tags', async () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await reads.get('org-2', 'tags', async () => 'found')).toBe('found');
  });
});

/** The tag list of one copy follows what happens through another: a change, and scans the other copy's writer stores. */
describe.each(counterDrivers)('cached tag lists across copies (%s)', (driver) => {
  let first: TestContext;
  let copies: TestContext[];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ first, copies, close } = await openCopies(driver));
  });
  afterAll(() => close());

  it('shows a tag changed and a tag scanned through one copy on every copy', async () => {
    const owner = await signUp(first);
    await givePlan(first, owner.user.id, 'Pro');
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(owner.token),
      payload: { name: 'Before', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com' } },
    });
    const listed = async (copy: TestContext) =>
      (await copy.app.inject({ method: 'GET', url: '/api/tags', headers: auth(owner.token) })).json() as Array<{
        name: string;
        scanCount: number;
      }>;
    for (const copy of copies) expect((await listed(copy)).map((tag) => tag.name)).toEqual(['Before']);
    const renamed = await first.app.inject({
      method: 'PUT',
      url: `/api/tags/${created.json().id}`,
      headers: auth(owner.token),
      payload: { name: 'After', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com' } },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await listed(first))[0]?.name).toBe('After');
    for (const copy of copies.slice(1)) {
      await expect.poll(async () => (await listed(copy))[0]?.name, { timeout: 1_000, interval: 5 }).toBe('After');
    }
    const scanned = await first.app.inject({
      method: 'GET',
      url: `/t/${created.json().userFacingId}`,
      headers: {
        'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
      },
    });
    expect(scanned.statusCode).toBe(302);
    // The copy that took the scan lists it at once (its list waits for its writer); the other once it has heard.
    expect((await listed(first))[0]?.scanCount).toBe(1);
    for (const copy of copies.slice(1)) {
      await expect.poll(async () => (await listed(copy))[0]?.scanCount, { timeout: 1_000, interval: 5 }).toBe(1);
    }
  });

  it('stops a deleted API key on every copy, though each had it in memory', async () => {
    const owner = await signUp(first);
    await givePlan(first, owner.user.id, 'Pro');
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: auth(owner.token),
      payload: { name: 'Bulk', scopes: ['tags:read'] },
    });
    const { id, key } = created.json();
    const status = async (copy: TestContext) =>
      (await copy.app.inject({ method: 'GET', url: '/api/tags', headers: { authorization: `Bearer ${key}` } }))
        .statusCode;
    // Three times each: the first use finds the key’s organisation, the next keep the key with it in memory.
    for (const copy of copies) for (let use = 0; use < 3; use++) expect(await status(copy)).toBe(200);
    const deleted = await first.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${id}`,
      headers: auth(owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await status(first)).toBe(401);
    for (const copy of copies.slice(1)) {
      await expect.poll(() => status(copy), { timeout: 1_000, interval: 5 }).toBe(401);
    }
  });
});
