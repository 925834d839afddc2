import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../test/paths.ts';
import { loadConfig } from '../config.ts';
import { copyJournal } from '../scan-recording/journal.ts';
import {
  BackupError,
  type BackupSource,
  excludeBackupDir,
  restoreBackup,
  verifyBackup,
  writeBackup,
  writeBackupFile,
} from './backup-archive.ts';
import { dailyBackupName, takeDailyBackup } from './daily-backups.ts';

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

/** A DATA_DIR whose "database" is a plain folder: the archive's rules without starting PGlite. */
async function fakeDataDir(root: string): Promise<BackupSource> {
  const dataDir = path.join(root, 'data');
  await mkdir(path.join(dataDir, 'uploads', 'tags'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', 'tags', 'menu.pdf'), 'pdf bytes');
  await writeFile(path.join(dataDir, 'jwt-secret'), 'secret');
  await mkdir(path.join(dataDir, 'scan-journal'), { recursive: true });
  await writeFile(path.join(dataDir, 'scan-journal', 'owner.pid'), String(process.pid));
  await writeFile(path.join(dataDir, 'scan-journal', 'checkpoint.json'), '{"segment":1,"offset":0}');
  await writeFile(path.join(dataDir, 'scan-journal', '000000000001.jsonl'), '{"id":"a"}\n{"id":"b"}\n{"id":"c');
  await mkdir(path.join(dataDir, 'db'), { recursive: true });
  await writeFile(path.join(dataDir, 'db', 'live-file'), 'never copied as is');
  return {
    dataDir,
    async snapshotDatabase(into) {
      await mkdir(into, { recursive: true });
      await writeFile(path.join(into, 'PG_VERSION'), '17');
    },
  };
}

describe('backup archives', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'nfc-backup-unit-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('are written owner-only and restore into an empty DATA_DIR with owner-only modes', async () => {
    const source = await fakeDataDir(root);
    const file = path.join(root, 'backup.tar.gz');
    await writeBackupFile(source, file);
    expect(await modeOf(file)).toBe(0o600);
    expect((await verifyBackup(file)).format).toBe('nfc-platform-backup');

    const restored = path.join(root, 'restored');
    await restoreBackup({ file, dataDir: restored });
    expect((await readdir(restored)).sort()).toEqual(['db', 'jwt-secret', 'scan-journal', 'uploads']);
    expect(await readFile(path.join(restored, 'uploads', 'tags', 'menu.pdf'), 'utf8')).toBe('pdf bytes');
    expect(await readdir(path.join(restored, 'db'))).toEqual(['PG_VERSION']);
    // The journal without the running server's claim, and without the line still being written.
    expect((await readdir(path.join(restored, 'scan-journal'))).sort()).toEqual([
      '000000000001.jsonl',
      'checkpoint.json',
    ]);
    expect(await readFile(path.join(restored, 'scan-journal', '000000000001.jsonl'), 'utf8')).toBe(
      '{"id":"a"}\n{"id":"b"}\n',
    );
    expect(await modeOf(restored)).toBe(0o700);
    expect(await modeOf(path.join(restored, 'uploads', 'tags'))).toBe(0o700);
    expect(await modeOf(path.join(restored, 'uploads', 'tags', 'menu.pdf'))).toBe(0o600);
    expect(await modeOf(path.join(restored, 'jwt-secret'))).toBe(0o600);
  });

  it('refuses to restore into a DATA_DIR that holds anything, and leaves it as it was', async () => {
    const source = await fakeDataDir(root);
    const file = path.join(root, 'backup.tar.gz');
    await writeBackupFile(source, file);
    const occupied = path.join(root, 'occupied');
    await mkdir(occupied);
    await writeFile(path.join(occupied, 'jwt-secret'), 'another installation');
    await expect(restoreBackup({ file, dataDir: occupied })).rejects.toThrow(
      /is not empty.*restore into an empty folder/,
    );
    expect(await readdir(occupied)).toEqual(['jwt-secret']);
    expect(await readFile(path.join(occupied, 'jwt-secret'), 'utf8')).toBe('another installation');
  });

  it('refuses a cut-off archive and a file that is not a backup', async () => {
    const source = await fakeDataDir(root);
    const file = path.join(root, 'backup.tar.gz');
    await writeBackupFile(source, file);
    const { size } = await stat(file);
    await truncate(file, Math.floor(size / 2));
    await expect(verifyBackup(file)).rejects.toBeInstanceOf(BackupError);
    const notBackup = path.join(root, 'notes.txt');
    await writeFile(notBackup, 'hello');
    await expect(restoreBackup({ file: notBackup, dataDir: path.join(root, 'empty') })).rejects.toBeInstanceOf(
      BackupError,
    );
  });

  it('leave out BACKUP_DIR when it lies inside DATA_DIR', async () => {
    const source = await fakeDataDir(root);
    await mkdir(path.join(source.dataDir, 'backups'));
    await writeFile(path.join(source.dataDir, 'backups', 'old.tar.gz'), 'an older backup');
    const exclude = excludeBackupDir({
      dataDir: source.dataDir,
      backups: { dir: path.join(source.dataDir, 'backups') },
    });
    expect(exclude).toEqual(['backups']);
    expect(excludeBackupDir({ dataDir: source.dataDir, backups: { dir: path.join(root, 'elsewhere') } })).toEqual([]);
    const file = path.join(root, 'backup.tar.gz');
    await writeBackupFile({ ...source, exclude }, file);
    const restored = path.join(root, 'restored');
    await restoreBackup({ file, dataDir: restored });
    expect(await readdir(restored)).not.toContain('backups');
  });
});

describe('copyJournal', () => {
  it('copies the checkpoint and whole lines only, never the owner claim', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'nfc-journal-copy-'));
    const dir = path.join(root, 'journal');
    await mkdir(dir);
    await writeFile(path.join(dir, 'owner.pid'), '1');
    await writeFile(path.join(dir, 'checkpoint.json'), '{"segment":2,"offset":5}');
    await writeFile(path.join(dir, '000000000002.jsonl'), '{"id":"x"}\n');
    await writeFile(path.join(dir, '000000000003.jsonl'), '{"id":"y"}\n{"id":"z"');
    const copied = await copyJournal(dir, path.join(root, 'copy'));
    expect(copied).toEqual({ segments: 2, bytes: 22 });
    expect((await readdir(path.join(root, 'copy'))).sort()).toEqual([
      '000000000002.jsonl',
      '000000000003.jsonl',
      'checkpoint.json',
    ]);
    expect(await readFile(path.join(root, 'copy', '000000000003.jsonl'), 'utf8')).toBe('{"id":"y"}\n');
    await rm(root, { recursive: true, force: true });
  });
});

describe('daily backups', () => {
  let root: string;
  let source: BackupSource;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'nfc-daily-'));
    source = await fakeDataDir(root);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 3));
  const take = (backupDir: string, now: Date, keep = 3) =>
    takeDailyBackup({ backupDir, keep, now, write: (output) => writeBackup(source, output), check: verifyBackup });

  it('takes one a day, owner-only, and keeps the newest N', async () => {
    const backupDir = path.join(root, 'backups');
    await writeFile(path.join(root, 'unrelated.txt'), 'kept');
    for (let n = 1; n <= 5; n++) expect(await take(backupDir, day(n))).toBe('taken');
    expect(await take(backupDir, day(5))).toBe('exists');
    const names = (await readdir(backupDir)).sort();
    expect(names).toEqual([dailyBackupName(day(3)), dailyBackupName(day(4)), dailyBackupName(day(5))]);
    expect(await modeOf(backupDir)).toBe(0o700);
    for (const name of names) {
      expect(await modeOf(path.join(backupDir, name))).toBe(0o600);
      await verifyBackup(path.join(backupDir, name));
    }
    // A smaller BACKUP_KEEP takes effect on the next run.
    expect(await take(backupDir, day(5), 1)).toBe('exists');
    expect(await readdir(backupDir)).toEqual([dailyBackupName(day(5))]);
  });

  it('is taken by one of several copies starting together, and a fresh partial file means another is at it', async () => {
    const backupDir = path.join(root, 'backups');
    const outcomes = await Promise.all([take(backupDir, day(9)), take(backupDir, day(9)), take(backupDir, day(9))]);
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(1);
    expect(await readdir(backupDir)).toEqual([dailyBackupName(day(9))]);

    const partial = path.join(backupDir, `${dailyBackupName(day(10))}.partial`);
    await writeFile(partial, 'another copy is writing');
    expect(await take(backupDir, day(10))).toBe('busy');
    // One left by a run that died hours ago is taken over.
    const longAgo = new Date(Date.now() - 7 * 60 * 60 * 1000);
    await utimes(partial, longAgo, longAgo);
    expect(await take(backupDir, day(10))).toBe('taken');
    expect((await readdir(backupDir)).sort()).toEqual([dailyBackupName(day(10)), dailyBackupName(day(9))].sort());
  });
});

describe('backup configuration', () => {
  it('validates BACKUP_DIR and BACKUP_KEEP', () => {
    expect(loadConfig({}).backups).toBeNull();
    expect(loadConfig({ BACKUP_DIR: '/var/backups/nfc' }).backups).toEqual({ dir: '/var/backups/nfc', keep: 7 });
    expect(loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '30' }).backups).toEqual({ dir: '/b', keep: 30 });
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: 'many' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_KEEP: '5' })).toThrow(/BACKUP_KEEP: set BACKUP_DIR too/);
    expect(() => loadConfig({ BACKUP_DIR: '/b', DATABASE_URL: 'postgres://db/nfc' })).toThrow(
      /BACKUP_DIR: backs up the embedded database only.*pg_dump/,
    );
  });
});

describe('the backup command', () => {
  it('explains pg_dump and point-in-time recovery instead of backing up part of a PostgreSQL installation', () => {
    for (const args of [
      ['backup', '--out', path.join(os.tmpdir(), 'never-written.tar.gz')],
      ['restore', '--from', 'x.tar.gz'],
    ]) {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/backups/cli.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nfc' },
        encoding: 'utf8',
      });
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/pg_dump/);
      expect(result.stderr).toMatch(/point-in-time recovery/);
      expect(result.stderr).toMatch(/docs\/operations\.md/);
    }
  });
});
