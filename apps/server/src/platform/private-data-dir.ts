import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Folders and files the server keeps in DATA_DIR: readable and writable by its own user only. */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The tightening walk stops after this many entries, so a start never stalls on a huge folder. */
const WALK_LIMIT = 200_000;

/**
 * Creates DATA_DIR when missing and makes it and everything already in it owner-only (0700 folders, 0600 files),
 * fixing installations from before the server set its umask. Symbolic links are neither followed nor changed.
 * Answers how many entries it changed and the paths it could not change (another user's files).
 */
export async function makeDataDirPrivate(dataDir: string): Promise<{ changed: number; failed: string[] }> {
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const result = { changed: 0, failed: [] as string[] };
  const pending = [root];
  let seen = 0;
  while (pending.length > 0 && seen < WALK_LIMIT) {
    const entry = pending.pop() as string;
    seen++;
    let info: Awaited<ReturnType<typeof lstat>>;
    try {
      info = await lstat(entry);
    } catch {
      continue; // removed while walking
    }
    if (info.isSymbolicLink()) continue;
    const wanted = info.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE;
    if ((info.mode & 0o777) !== wanted) {
      try {
        await chmod(entry, wanted);
        result.changed++;
      } catch {
        result.failed.push(entry);
      }
    }
    if (info.isDirectory()) {
      const names = await readdir(entry).catch(() => [] as string[]);
      for (const name of names) pending.push(path.join(entry, name));
    }
  }
  return result;
}
