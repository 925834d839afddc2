import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's settings for the embedded database, the same for the process that creates it (pglite-create.ts) and
 * the thread that runs it (pglite-thread.ts).
 *
 * PostgreSQL's buffer cache lives in the WebAssembly memory, so it is resident memory of the server. Reads past it
 * come from the operating system's file cache, which serves the analytics of a million scans nearly as fast.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
