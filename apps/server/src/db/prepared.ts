import type { Executor } from './client.ts';

/**
 * Hot queries are built once per database and reused with new parameters (drizzle's `.prepare()`): building the SQL
 * again on every request cost about a quarter of a simple route's time. On PostgreSQL the name makes it a server-side
 * prepared statement on each connection as well (PgBouncer 1.21 and later keeps those in transaction mode). Kept per
 * database or transaction object, and a name always stands for the same SQL text.
 */
const statements = new WeakMap<Executor, Map<string, unknown>>();

export function prepared<Statement>(db: Executor, name: string, build: (db: Executor) => Statement): Statement {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as Statement | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}
