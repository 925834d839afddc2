import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';

const NAME_PATTERN = /^nfc-backup-(\d{4}-\d{2}-\d{2})\.tar\.gz$/;
/** A partial file older than this was left by a run that died while writing it. */
const STALE_PARTIAL_MS = 6 * 60 * 60 * 1000;

export const dailyBackupName = (day: Date) => `nfc-backup-${day.toISOString().slice(0, 10)}.tar.gz`;

export type DailyBackupResult = 'taken' | 'exists' | 'busy';

/**
 * Takes today's backup (UTC) into `backupDir` unless it is there, then keeps the newest `keep`. Whoever creates
 * the day's `.partial` file first takes it: copies started together, or a restart mid-backup, never take two.
 * `write` streams the backup into the output it is given (backup-archive.ts writeBackup); `check` reads it back.
 */
export async function takeDailyBackup(options: {
  backupDir: string;
  keep: number;
  now?: Date;
  write(output: Writable): Promise<void>;
  check(file: string): Promise<unknown>;
}): Promise<DailyBackupResult> {
  const { backupDir, keep } = options;
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const file = path.join(backupDir, dailyBackupName(options.now ?? new Date()));
  if (await exists(file)) {
    await pruneBackups(backupDir, keep);
    return 'exists';
  }
  const partial = `${file}.partial`;
  const handle = await claim(partial);
  if (!handle) return 'busy';
  try {
    await options.write(handle.createWriteStream());
    await options.check(partial);
    await rename(partial, file);
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  await pruneBackups(backupDir, keep);
  return 'taken';
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The day's partial file, created exclusively; null when another run holds a fresh one. */
async function claim(partial: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await open(partial, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const info = await stat(partial).catch(() => null);
    if (info && Date.now() - info.mtimeMs < STALE_PARTIAL_MS) return null;
    await rm(partial, { force: true });
  }
  return null;
}

/** Removes the oldest daily backups beyond `keep`; other files in the folder are left alone. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const names = (await readdir(backupDir)).filter((name) => NAME_PATTERN.test(name)).sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await rm(path.join(backupDir, name), { force: true });
  return removed;
}
