import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../test/paths.ts';
import { type DatabaseHandle, openPostgres } from './client.ts';
import { appMeta, organisations, plans, users } from './schema.ts';
import { prepareDatabase } from './seed.ts';

const serverUrl = process.env.DATABASE_URL as string;
const logger = pino({ level: 'silent' });

/** A brand-new, empty database on the server of DATABASE_URL, dropped afterwards. */
async function withEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nfc_startup_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

describe('several copies starting at the same moment on an empty PostgreSQL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'nfc-startup-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  for (const admin of [{ email: 'ops@example.com', password: 'Operator-Password-42' }, null]) {
    it(`all start, and migrate, seed and ${admin ? 'create the configured admin' : 'generate an admin'} once`, async () => {
      const empty = await withEmptyDatabase();
      const copies: DatabaseHandle[] = Array.from({ length: 4 }, () => openPostgres(empty.url, { poolMax: 3 }));
      try {
        const results = await Promise.allSettled(
          copies.map((database) =>
            prepareDatabase({ database, migrationsFolder: migrationsDir, config: { admin, dataDir }, logger }),
          ),
        );
        expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
        const { db } = copies[0]!;
        const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
        expect(admins).toHaveLength(1);
        expect(await db.select({ value: count() }).from(appMeta)).toEqual([{ value: 1 }]);
        expect((await db.select({ name: plans.name }).from(plans)).map((plan) => plan.name).sort()).toEqual([
          'Core',
          'Enterprise',
          'Pro',
        ]);
        // One organisation for the one admin, owned by them.
        expect(await db.select({ value: count() }).from(organisations)).toEqual([{ value: 1 }]);
        const generated = results.flatMap((result) =>
          result.status === 'fulfilled' && result.value?.generatedPassword ? [result.value] : [],
        );
        expect(generated).toHaveLength(admin ? 0 : 1);
      } finally {
        await Promise.all(copies.map((copy) => copy.close()));
        await empty.drop();
      }
    });
  }
});
