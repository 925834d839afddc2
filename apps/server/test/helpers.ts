import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openPostgres, wrapPglite } from '../src/db/client.ts';
import type { MailTransport } from '../src/platform/mail/mail.ts';

export type TestContext = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
};

/** A database with the migrated, seeded template: a private PGlite copy, or the shared DATABASE_URL. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return openPostgres(databaseUrl);
  const template = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]) });
  return wrapPglite(client);
}

/** Builds the whole app as production does, on a test database and a temporary DATA_DIR. */
export async function createTestApp(
  options: { env?: Record<string, string>; mailTransport?: MailTransport } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nfc-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://app.test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    secret: randomBytes(32).toString('hex'),
    logger: false,
    mailTransport: options.mailTransport,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A unique e-mail address, so tests can share one PostgreSQL database. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}
