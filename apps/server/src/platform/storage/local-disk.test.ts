import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
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

  it('writes a stream without a partial file left behind, and reads it back as a stream', async () => {
    const storage = createLocalDiskStorage({ root, secret: 's', baseUrl: 'http://x' });
    const chunks = Array.from({ length: 40 }, (_, index) => Buffer.alloc(64 * 1024, index));
    const { sizeBytes } = await storage.putStream('exports/o/a.zip', Readable.from(chunks), 'application/zip');
    expect(sizeBytes).toBe(40 * 64 * 1024);
    expect((await readdir(path.join(root, 'exports/o'))).sort()).toEqual(['a.zip', 'a.zip.meta.json']);
    const read: Buffer[] = [];
    for await (const chunk of (await storage.getStream('exports/o/a.zip'))!) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(Buffer.concat(chunks))).toBe(true);
    expect(await storage.getStream('exports/o/none.zip')).toBeNull();

    // A stream that fails leaves nothing: no file, no partial.
    async function* failing() {
      yield Buffer.from('start');
      throw new Error('source broke');
    }
    await expect(storage.putStream('exports/o/b.zip', Readable.from(failing()), 'application/zip')).rejects.toThrow(
      'source broke',
    );
    expect((await readdir(path.join(root, 'exports/o'))).sort()).toEqual(['a.zip', 'a.zip.meta.json']);
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
