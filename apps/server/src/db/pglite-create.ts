import { PGlite } from '@electric-sql/pglite';
import { pgliteStartParams } from './pglite-settings.ts';

/**
 * Creates the embedded database (initdb) in the folder given as the first argument, as a process of its own that
 * openPglite (client.ts) starts on the first start of a DATA_DIR. Creating it takes about 700 MB for a moment; a
 * thread gave its WebAssembly memory back when it ended, but about 190 MB of its other memory stayed with the
 * server for good (the C library keeps a thread's freed memory in its own pools); a process returns all of it.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-create <data directory>');
const client = await PGlite.create(dataDir, { startParams: pgliteStartParams });
await client.close();
