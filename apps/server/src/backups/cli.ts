import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { snapshotPglite } from '../db/pglite-snapshot.ts';
import { makeDataDirPrivate } from '../platform/private-data-dir.ts';
import { claimJournal, JOURNAL_FOLDER } from '../scan-recording/journal.ts';
import { BackupError, restoreBackup, writeBackupFile } from './backup-archive.ts';
import { requestBackup } from './backup-socket.ts';

/**
 * `npm run backup -- --out FILE` and `npm run restore -- --from FILE` (scripts/backup.mjs runs this file, built
 * as apps/server/dist/backup.js). Reads DATA_DIR and DATABASE_URL as the server does; decision 026.
 */

const USAGE = `Usage:
  npm run backup -- --out FILE     one file with the database, the uploaded files and the scan journal of DATA_DIR
  npm run restore -- --from FILE   unpacks such a file into an empty DATA_DIR`;

const POSTGRES_ADVICE = `DATABASE_URL is set: the data lives in PostgreSQL (and S3), which this command does not back up.
Use pg_dump / pg_restore, or point-in-time recovery with WAL archiving, and your store's versioning for files:
docs/operations.md describes both, and a restore drill.`;

class UsageError extends Error {}

function databaseFolderOf(dataDir: string) {
  return path.join(dataDir, 'db');
}

async function backup(dataDir: string, out: string) {
  if (existsSync(out)) throw new UsageError(`${out} already exists: choose a new file name`);
  if (await requestBackup(dataDir, out)) return 'from the running server';
  // No server answers: this command opens the data itself, under the claim a starting server takes.
  const journalDir = path.join(dataDir, JOURNAL_FOLDER);
  const databaseDir = databaseFolderOf(dataDir);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    throw new UsageError(`no embedded database in ${dataDir} (set DATA_DIR to the server's data folder)`);
  }
  try {
    claimJournal(journalDir);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const client = await PGlite.create(databaseDir);
  try {
    await writeBackupFile({ dataDir, snapshotDatabase: (into) => snapshotPglite(client, databaseDir, into) }, out);
  } finally {
    await client.close();
    releaseClaim(journalDir);
  }
  return 'with no server running';
}

function releaseClaim(journalDir: string) {
  const file = path.join(journalDir, 'owner.pid');
  try {
    if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
  } catch {}
}

async function restore(dataDir: string, from: string) {
  await restoreBackup({ file: from, dataDir });
  // Opening the database once replays what it had in flight at the snapshot, and proves the copy is whole.
  const client = await PGlite.create(databaseFolderOf(dataDir));
  try {
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from users');
    await client.close();
    await makeDataDirPrivate(dataDir);
    return rows[0]?.count ?? 0;
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

async function main() {
  // Every file this command writes (the backup, a restored DATA_DIR) is owner-only.
  process.umask(0o077);
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, from: { type: 'string' } },
  });
  const [command] = positionals;
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  if (command !== 'backup' && command !== 'restore') throw new UsageError(USAGE);
  if (process.env.DATABASE_URL) {
    console.error(POSTGRES_ADVICE);
    process.exit(2);
  }
  if (command === 'backup') {
    if (!values.out) throw new UsageError(USAGE);
    const out = path.resolve(values.out);
    const how = await backup(dataDir, out);
    const { size } = await stat(out);
    console.log(`Backed up ${dataDir} ${how} to ${out} (${(size / 1024 / 1024).toFixed(1)} MB).`);
    return;
  }
  if (!values.from) throw new UsageError(USAGE);
  const users = await restore(dataDir, path.resolve(values.from));
  console.log(`Restored ${values.from} into ${dataDir} (${users} users). Start the server on it: npm start.`);
}

main().catch((error) => {
  if (error instanceof UsageError || error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
