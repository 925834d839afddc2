import { createWriteStream } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create, extract, list } from 'tar';
import { makeDataDirPrivate, PRIVATE_FILE_MODE } from '../platform/private-data-dir.ts';
import { copyJournal, JOURNAL_FOLDER } from '../scan-recording/journal.ts';

/**
 * One backup of DATA_DIR is one gzipped tar file (decision 026):
 *
 *   backup-manifest.json   what this is (format, version, when)
 *   scan-journal/          scans answered and not yet in the database (copied first)
 *   db/                    the embedded database's files, as of one moment between queries (copied second)
 *   uploads/, jwt-secret   everything else of DATA_DIR (copied last, so every row's file is there)
 *
 * Restoring is unpacking it into an empty DATA_DIR: the server replays the journal on its start as after a stop.
 */

export const BACKUP_FORMAT = 'nfc-platform-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST = 'backup-manifest.json';
/** Where a running server takes requests for a backup (backups/backup-socket.ts). */
export const BACKUP_SOCKET = 'backup.sock';
const DATABASE_FOLDER = 'db';
const STAGING_PREFIX = '.backup-staging-';

export type BackupManifest = { format: typeof BACKUP_FORMAT; version: number; createdAt: string };

export type BackupSource = {
  dataDir: string;
  /** Copies the database's files into the folder `into` (DatabaseHandle.snapshot, or snapshotPglite). */
  snapshotDatabase(into: string): Promise<void>;
  /** Top-level names of DATA_DIR to leave out (BACKUP_DIR, when it lies inside DATA_DIR). */
  exclude?: string[];
};

export class BackupError extends Error {
  override name = 'BackupError';
}

/** BACKUP_DIR inside DATA_DIR must not back itself up: its top-level name there, to leave out. */
export function excludeBackupDir(config: { dataDir: string; backups: { dir: string } | null }): string[] {
  if (!config.backups) return [];
  const relative = path.relative(path.resolve(config.dataDir), path.resolve(config.backups.dir));
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return [];
  return [relative.split(path.sep)[0]!];
}

/** The parts of DATA_DIR a backup takes specially or not at all: the live database and journal, the socket. */
function isCopiedAsIs(name: string, exclude: string[]): boolean {
  return (
    name !== DATABASE_FOLDER &&
    name !== JOURNAL_FOLDER &&
    name !== BACKUP_SOCKET &&
    !name.startsWith(STAGING_PREFIX) &&
    !exclude.includes(name)
  );
}

/**
 * Streams one backup into `output`. It stages the copies in DATA_DIR first (the database needs room for one
 * copy of itself there) and writes the archive from them, so the database is held only while its files copy.
 */
export async function writeBackup(source: BackupSource, output: Writable): Promise<void> {
  const dataDir = path.resolve(source.dataDir);
  const exclude = source.exclude ?? [];
  const staging = await mkdtemp(path.join(dataDir, STAGING_PREFIX));
  try {
    // The order is the consistency: journal, then database, then files (see the comment of copyJournal).
    await copyJournal(path.join(dataDir, JOURNAL_FOLDER), path.join(staging, JOURNAL_FOLDER));
    await source.snapshotDatabase(path.join(staging, DATABASE_FOLDER));
    for (const name of await readdir(dataDir)) {
      if (!isCopiedAsIs(name, exclude)) continue;
      await cp(path.join(dataDir, name), path.join(staging, name), { recursive: true }).catch((error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const entries = (await readdir(staging)).filter((name) => name !== MANIFEST).sort();
    await pipeline(create({ gzip: true, cwd: staging, portable: true }, [MANIFEST, ...entries]), output);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Writes a backup to `file` (owner-only), through `file.partial`, so a file of that name is always whole. */
export async function writeBackupFile(source: BackupSource, file: string): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await writeBackup(source, createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
    await verifyBackup(partial);
    await chmod(partial, PRIVATE_FILE_MODE);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Reads the archive through to its end (gzip's checksum and length catch a cut-off file) and answers its
 * manifest; throws a BackupError when it is not a whole backup of this format.
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  const chunks: Buffer[] = [];
  let entries = 0;
  try {
    await list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        entries++;
        if (entry.path === MANIFEST) entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        else entry.resume();
      },
    });
  } catch (error) {
    throw new BackupError(`${file} is not a whole backup: ${(error as Error).message}`);
  }
  let manifest: Partial<BackupManifest> = {};
  try {
    manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<BackupManifest>;
  } catch {}
  if (manifest.format !== BACKUP_FORMAT || entries < 2) {
    throw new BackupError(`${file} is not a backup of this server (no ${MANIFEST} in it)`);
  }
  if (manifest.version !== BACKUP_VERSION) {
    throw new BackupError(
      `${file} is a backup of format version ${manifest.version}; this server reads ${BACKUP_VERSION}`,
    );
  }
  return manifest as BackupManifest;
}

/**
 * Unpacks a backup into an empty (or missing) DATA_DIR and makes it owner-only. Refuses a DATA_DIR with anything
 * in it: a restore never mixes two installations' data.
 */
export async function restoreBackup({ file, dataDir }: { file: string; dataDir: string }): Promise<BackupManifest> {
  const target = path.resolve(dataDir);
  const present = await readdir(target).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [] as string[];
    throw error;
  });
  if (present.length > 0) {
    throw new BackupError(
      `DATA_DIR ${target} is not empty (${present.length} entries): restore into an empty folder, or move this one away first`,
    );
  }
  const manifest = await verifyBackup(file);
  await mkdir(target, { recursive: true, mode: 0o700 });
  // node-tar keeps every entry inside cwd (no absolute paths, no '..').
  await extract({ file, cwd: target, strict: true, preserveOwner: false });
  await rm(path.join(target, MANIFEST), { force: true });
  await makeDataDirPrivate(target);
  return manifest;
}
