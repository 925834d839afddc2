import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { createLocalDiskStorage } from './local-disk.ts';

describe('local disk storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'nfc-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('refuses keys that could leave its folder', async () => {
    const storage = createLocalDiskStorage({ root, secret: 's', baseUrl: 'http://x' });
    await expect(storage.put('../evil', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await expect(storage.put('a/../../evil', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await expect(storage.put('/etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
  });

  it('writes owner-only folders and files even under a permissive umask', async () => {
    const storage = createLocalDiskStorage({ root, secret: 's', baseUrl: 'http://x' });
    const previous = process.umask(0);
    try {
      await storage.put('private/deep/a.txt', Buffer.from('x'), 'text/plain');
    } finally {
      process.umask(previous);
    }
    const modeOf = async (key: string) => (await stat(path.join(root, key))).mode & 0o777;
    expect(await modeOf('private')).toBe(0o700);
    expect(await modeOf('private/deep')).toBe(0o700);
    expect(await modeOf('private/deep/a.txt')).toBe(0o600);
    expect(await modeOf('private/deep/a.txt.meta.json')).toBe(0o600);
  });

  it('accepts only unexpired links signed with its own secret', async () => {
    const storage = createLocalDiskStorage({ root, secret: 'one', baseUrl: 'http://x' });
    const other = createLocalDiskStorage({ root, secret: 'two', baseUrl: 'http://x' });
    await storage.put('docs/a.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const url = new URL(await storage.signedUrl('docs/a.pdf', { expiresInSeconds: 60 }));
    const query = Object.fromEntries(url.searchParams);
    expect(await storage.open('docs/a.pdf', query)).toMatchObject({ contentType: 'application/pdf', size: 8 });
    expect(await other.open('docs/a.pdf', query)).toBeNull();
    expect(await storage.open('docs/b.pdf', query)).toBeNull();
    expect(await storage.open('docs/a.pdf', query, Date.now() + 120_000)).toBeNull();
    expect(await storage.open('docs/a.pdf', { ...query, dl: 'renamed.pdf' })).toBeNull();
  });
});

describe('GET /files/*', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('serves a stored file through its signed link, sandboxed, and nothing without a valid signature', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const storage = createLocalDiskStorage({
      root: path.join(ctx.config.dataDir, 'uploads'),
      secret: 'unused',
      baseUrl: ctx.config.appUrl,
    });
    await storage.put('logos/x.png', png, 'image/png');
    const forged = await storage.signedUrl('logos/x.png', { expiresInSeconds: 60 });
    const bad = await ctx.app.inject({ method: 'GET', url: forged.replace(ctx.config.appUrl, '') });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toMatch(/invalid or has expired/);

    const none = await ctx.app.inject({ method: 'GET', url: '/files/logos/x.png' });
    expect(none.statusCode).toBe(404);
  });
});
