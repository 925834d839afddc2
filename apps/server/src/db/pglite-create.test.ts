import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runProcess } from '../platform/threads/threads.ts';
import { openPglite } from './client.ts';

describe('the embedded database on a first start', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  it('is created by a process of its own, owner-only, and then opened in its thread', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'nfc-pglite-create-'));
    const database = await openPglite(dataDir);
    try {
      const databaseDir = path.join(dataDir, 'db');
      expect(readFileSync(path.join(databaseDir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
      expect((await stat(databaseDir)).mode & 0o077).toBe(0);
      expect((await stat(path.join(databaseDir, 'PG_VERSION'))).mode & 0o077).toBe(0);
      const result = await database.db.execute(sql`select current_setting('shared_buffers') as shared_buffers`);
      expect((result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await database.close();
    }
  }, 60_000);

  it('fails the start with the process error output when the database cannot be created', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'nfc-pglite-create-'));
    // A file where the database's folder should be: PGlite cannot create the database in it.
    const blocked = path.join(dataDir, 'not-a-folder');
    await writeFile(blocked, 'x');
    await expect(runProcess(import.meta.url, 'pglite-create', [blocked])).rejects.toThrow(
      /pglite-create failed \(exit code [1-9]\d*\): \S/,
    );
    expect(existsSync(path.join(blocked, 'PG_VERSION'))).toBe(false);
  }, 60_000);
});
