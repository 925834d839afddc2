import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { makeDataDirPrivate } from '../platform/private-data-dir.ts';
import { nextMessage, runProcess, startThread } from '../platform/threads/threads.ts';
import { RemotePglite, servePglite } from './pglite-remote.ts';
import type { PgliteSnapshotReport, PgliteThreadData, PgliteThreadMessage } from './pglite-thread.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction accepts every query a Database does. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs start-up work (migrations, seed, the admin) on one connection holding one advisory lock, so copies
   * starting at the same moment take turns instead of racing each other's inserts.
   */
  exclusive<T>(work: (session: StartupSession) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** How another thread (the scan writer's) reaches this database. */
  connectThread(): ThreadConnection;
  /**
   * The embedded database kept on disk only: copies its data directory into the folder `into`, as of one moment
   * between queries (db/pglite-snapshot.ts). The backups of DATA_DIR are built on it.
   */
  snapshot?(into: string): Promise<void>;
  close(): Promise<void>;
};

/** A server database is reached by its URL; the embedded one through a port to the thread that owns it. */
export type ThreadConnection = { kind: 'postgres'; url: string } | { kind: 'pglite'; port: MessagePort };

export type StartupSession = { db: Database; migrate(migrationsFolder: string): Promise<void> };

/** Advisory lock key that serialises start-up work (migrations, seed, admin) when several copies start at once. */
const STARTUP_LOCK_KEY = 7_400_213;

export function openPostgres(databaseUrl: string, { poolMax = 10 }: { poolMax?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    idleTimeoutMillis: 30_000,
    // No request waits long on a database that has gone away: connecting and each query are bounded.
    connectionTimeoutMillis: 5_000,
    query_timeout: 15_000,
    keepAlive: true,
    // Requests run small queries whose estimates can be far off on skewed data; JIT compiling one of them
    // cost 40 ms of a 60 ms analytics answer (measured in the bench), and saves nothing at these sizes.
    options: '-c jit=off',
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const exclusive: DatabaseHandle['exclusive'] = async (work) => {
    const client = await pool.connect();
    try {
      // Start-up may wait for another copy's migrations: no query timeout on this one connection.
      await client.query({
        text: 'select pg_advisory_lock($1)',
        values: [STARTUP_LOCK_KEY],
        query_timeout: 0,
      } as pg.QueryConfig);
      const session = drizzleNodePg(client, { schema });
      return await work({
        db: session as unknown as Database,
        migrate: (migrationsFolder) => migrateNodePg(session, { migrationsFolder }),
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
      client.release();
    }
  };
  return {
    kind: 'postgres',
    db,
    exclusive,
    migrate: (migrationsFolder) => exclusive((session) => session.migrate(migrationsFolder)),
    async ping() {
      await pool.query({ text: 'select 1', query_timeout: 3_000 } as pg.QueryConfig);
    },
    connectThread: () => ({ kind: 'postgres', url: databaseUrl }),
    async close() {
      await pool.end();
    },
  };
}

/** PGlite in this thread: for tools and the tests' template; the server runs it in a thread of its own. */
export function wrapPglite(client: PGlite): DatabaseHandle {
  return handleOf(client, {
    connectThread() {
      const { port1, port2 } = new MessageChannel();
      servePglite(client, port1);
      return { kind: 'pglite', port: port2 };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  });
}

type PgliteClient = PGlite | RemotePglite;

function handleOf(
  client: PgliteClient,
  { connectThread, close, snapshot }: Pick<DatabaseHandle, 'connectThread' | 'close' | 'snapshot'>,
): DatabaseHandle {
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Database;
  const migrate = async (migrationsFolder: string) => {
    await migratePglite(drizzlePglite({ client: client as PGlite, schema }), { migrationsFolder });
  };
  return {
    kind: 'pglite',
    db,
    migrate,
    // One process owns an embedded database, so there is nobody to take turns with.
    exclusive: (work) => work({ db, migrate }),
    async ping() {
      await client.query('select 1');
    },
    connectThread,
    ...(snapshot ? { snapshot } : {}),
    close,
  };
}

/**
 * The embedded database in a thread of its own (db/pglite-thread.ts), reached through a port: its queries never
 * hold up the thread that answers requests. `source` is the folder under DATA_DIR, or a data-directory image
 * (the tests' migrated template).
 */
export async function openPgliteThread(source: PgliteThreadData): Promise<DatabaseHandle> {
  const { port1, port2 } = new MessageChannel();
  const thread = startThread(import.meta.url, 'pglite-thread', source);
  try {
    await nextMessage(thread, 'ready');
  } catch (error) {
    await thread.terminate();
    throw error;
  }
  thread.postMessage({ type: 'connect', port: port1 } satisfies PgliteThreadMessage, [port1]);
  const remote = new RemotePglite(port2);
  let closing: Promise<void> | undefined;
  thread.on('exit', (code) => {
    if (closing) return;
    // PGlite stopped by itself (an abort inside PostgreSQL): the server cannot go on without its database, so it
    // stops as after any uncaught error (main.ts shuts down; a supervisor starts it again on the same files).
    remote.fail(new Error(`the embedded database stopped (thread exit code ${code})`));
    setImmediate(() => {
      throw new Error(`the embedded database thread stopped (exit code ${code})`);
    });
  });
  let nextSnapshot = 1;
  return handleOf(remote, {
    ...('dataDir' in source
      ? {
          async snapshot(into: string) {
            const id = nextSnapshot++;
            const done = new Promise<PgliteSnapshotReport>((resolve) => {
              const onReport = (report: PgliteSnapshotReport) => {
                if (report?.type !== 'snapshot' || report.id !== id) return;
                thread.off('message', onReport);
                resolve(report);
              };
              thread.on('message', onReport);
            });
            thread.postMessage({ type: 'snapshot', id, into } satisfies PgliteThreadMessage);
            const report = await done;
            if (report.error) throw new Error(`the database snapshot failed: ${report.error}`);
          },
        }
      : {}),
    connectThread() {
      const channel = new MessageChannel();
      thread.postMessage({ type: 'connect', port: channel.port1 } satisfies PgliteThreadMessage, [channel.port1]);
      return { kind: 'pglite', port: channel.port2 };
    },
    close() {
      closing ??= (async () => {
        remote.close();
        thread.postMessage({ type: 'close' } satisfies PgliteThreadMessage);
        await nextMessage(thread, 'closed').catch(() => {});
        await thread.terminate();
      })();
      return closing;
    },
  });
}

/** The embedded database keeps its files under DATA_DIR/db; PGlite does not create parent folders. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.resolve(dataDir, 'db');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    // Creating the database (initdb) takes about 700 MB for a moment: in a process of its own, which gives all
    // of it back when it ends (a thread left 190 MB of it with the server, db/pglite-create.ts).
    await runProcess(import.meta.url, 'pglite-create', [dir]);
  }
  const handle = await openPgliteThread({ dataDir: dir });
  // initdb and the opening write some files with modes of their own (0666, 0644), whatever the umask.
  await makeDataDirPrivate(dir);
  return handle;
}

export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string; poolMax?: number }) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { poolMax: options.poolMax })
    : openPglite(options.dataDir);
}

/** This thread's own way into a database that another thread opened (see DatabaseHandle.connectThread). */
export function openThreadConnection(connection: ThreadConnection, { poolMax = 2 } = {}): DatabaseHandle {
  if (connection.kind === 'postgres') return openPostgres(connection.url, { poolMax });
  const remote = new RemotePglite(connection.port);
  return handleOf(remote, {
    connectThread() {
      throw new Error('a thread connection cannot be passed on');
    },
    close: async () => remote.close(),
  });
}
