import { cp } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';

/** PostgreSQL's lock and option files describe the running instance, not the data: a snapshot leaves them out. */
const INSTANCE_FILES = new Set(['postmaster.pid', 'postmaster.opts']);

/**
 * Copies the data directory into `into` while no query runs (PGlite's query lock is held, so no file changes):
 * the copy is what a sudden stop at that moment would leave, which PostgreSQL opens by replaying its WAL, with
 * every committed transaction and none of one still open. The checkpoint first keeps that replay short.
 */
export async function snapshotPglite(client: PGlite, dataDir: string, into: string): Promise<void> {
  await client.query('checkpoint');
  await client.runExclusive(() =>
    cp(dataDir, into, {
      recursive: true,
      filter: (source) => !INSTANCE_FILES.has(source.slice(dataDir.length + 1)),
    }),
  );
}
