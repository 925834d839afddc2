import type { MessagePort } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database behind a MessagePort. PGlite runs its queries on the thread that owns it, so the thread
 * answering scans hands them over instead: `servePglite` answers on the database's thread, `RemotePglite` is the
 * part of PGlite's interface that drizzle uses (query, transaction), on any other thread. Queries still run one
 * at a time, in the order PGlite's own lock gives them, exactly as in-process; a transaction holds that lock until
 * the caller ends it.
 */

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown>; blob?: Blob };

type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Types to hand back as PostgreSQL's text, unparsed (drizzle parses dates itself). */
      textTypes: number[];
      /** The data of a `copy ... from '/dev/blob'`. */
      blob?: string;
      tx?: number;
    }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean };

type Response = { id: number; result?: unknown; error?: SerializedError };

type SerializedError = { message: string; name: string; fields: Record<string, unknown> };

/** PostgreSQL's error fields survive the trip (code 23505 and friends decide answers and retries). */
function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

function deserializeError({ message, name, fields }: SerializedError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

const keepText = (value: string) => value;

class RolledBack extends Error {}

/** Answers one port's requests on the thread that owns `client`. */
export function servePglite(client: PGlite, port: MessagePort): void {
  const transactions = new Map<
    number,
    { tx: Transaction; end: (commit: boolean) => void; finished: Promise<unknown> }
  >();
  let nextTransaction = 1;

  async function answer(request: Request): Promise<unknown> {
    if (request.op === 'query') {
      const runner = request.tx === undefined ? client : transactions.get(request.tx)?.tx;
      if (!runner) throw new Error('the transaction has ended');
      const options = {
        rowMode: request.rowMode,
        parsers: Object.fromEntries(request.textTypes.map((type) => [type, keepText])),
        ...(request.blob === undefined ? {} : { blob: new Blob([request.blob]) }),
      };
      const { rows, affectedRows, fields } = await runner.query(request.sql, request.params, options);
      return { rows, affectedRows, fields };
    }
    if (request.op === 'begin') {
      const id = nextTransaction++;
      return new Promise<number>((began, failed) => {
        let end: (commit: boolean) => void = () => {};
        const finished = client
          .transaction(
            (tx) =>
              new Promise<void>((commit, rollBack) => {
                end = (isCommit) => (isCommit ? commit() : rollBack(new RolledBack()));
                transactions.set(id, { tx, end: (isCommit) => end(isCommit), finished });
                began(id);
              }),
          )
          .finally(() => transactions.delete(id));
        // BEGIN itself failed: the caller hears of it; otherwise `end` reports how the transaction finished.
        finished.catch((error) => failed(error));
      });
    }
    const open = transactions.get(request.tx);
    if (!open) throw new Error('the transaction has ended');
    open.end(request.commit);
    // PGlite commits when the callback resolves and rolls back when it rejects; answer once it has.
    await open.finished.catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
    return null;
  }

  // A thread that ended (or crashed) in the middle of a transaction must not hold the database's lock forever.
  port.on('close', () => {
    for (const open of transactions.values()) open.end(false);
  });
  port.on('message', (request: Request) => {
    answer(request).then(
      (result) => port.postMessage({ id: request.id, result } satisfies Response),
      (error) => port.postMessage({ id: request.id, error: serializeError(error) } satisfies Response),
    );
  });
}

type Queryable = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
};

/** Drizzle's view of PGlite, answered by `servePglite` on the other end of `port`. */
export class RemotePglite implements Queryable {
  #port: MessagePort;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  closed = false;

  constructor(port: MessagePort) {
    this.#port = port;
    port.on('message', ({ id, result, error }: Response) => {
      const waiting = this.#pending.get(id);
      if (!waiting) return;
      this.#pending.delete(id);
      if (error) waiting.reject(deserializeError(error));
      else waiting.resolve(result);
    });
    // The database's thread ended: nothing still waiting will be answered.
    port.on('close', () => this.fail(new Error('the embedded database is gone')));
  }

  /** Rejects every query under way and every later one. */
  fail(error: Error): void {
    this.closed = true;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }

  #ask<T>(request: Omit<Extract<Request, { op: string }>, 'id'> & { op: Request['op'] }): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#port.postMessage({ ...request, id });
    });
  }

  #query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    return options.blob
      ? options.blob.text().then((blob) => this.#send<T>(sql, params, options, tx, blob))
      : this.#send<T>(sql, params, options, tx);
  }

  #send<T>(sql: string, params: unknown[], options: QueryOptions, tx?: number, blob?: string) {
    return this.#ask<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode,
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
      ...(blob === undefined ? {} : { blob }),
      ...(tx === undefined ? {} : { tx }),
    } as Request);
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  async transaction<T>(work: (tx: Queryable & { rollback(): Promise<void> }) => Promise<T>): Promise<T> {
    const tx = await this.#ask<number>({ op: 'begin' } as Request);
    let result: T;
    try {
      result = await work({
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.#query<R>(sql, params, options, tx),
        rollback: async () => {
          throw new Error('rolled back');
        },
      });
    } catch (error) {
      await this.#ask({ op: 'end', tx, commit: false } as Request).catch(() => {});
      throw error;
    }
    await this.#ask({ op: 'end', tx, commit: true } as Request);
    return result;
  }

  close(): void {
    this.fail(new Error('the database is closed'));
    this.#port.close();
  }
}
