import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../test/paths.ts';

/**
 * The real server started under the most permissive umask keeps DATA_DIR owner-only: every folder 0700, every file
 * 0600, the embedded database's included, and files left world-readable by an older version are tightened.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function walk(dir: string): Promise<{ file: string; mode: number; isDirectory: boolean }[]> {
  const found = [];
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await lstat(file);
    if (info.isSymbolicLink()) continue;
    found.push({ file: path.relative(dir, file), mode: info.mode & 0o777, isDirectory: info.isDirectory() });
    if (info.isDirectory())
      found.push(...(await walk(file)).map((entry) => ({ ...entry, file: path.join(name, entry.file) })));
  }
  return found;
}

/** The embedded drivers and a generated secret and admin, so all of them write into DATA_DIR. */
function withoutDrivers(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL, REDIS_URL, S3_BUCKET, JWT_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD, ...rest } = env;
  return rest;
}

describe('DATA_DIR file modes', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'nfc-modes-'));
    await chmod(dataDir, 0o777);
    await mkdir(path.join(dataDir, 'older'));
    await chmod(path.join(dataDir, 'older'), 0o777);
    await writeFile(path.join(dataDir, 'older', 'left-behind.txt'), 'from an older version');
    await chmod(path.join(dataDir, 'older', 'left-behind.txt'), 0o666);
    const port = await freePort();
    // `umask 000` in a shell that then becomes the server: the server must not rely on the umask it is given.
    child = spawn(
      '/bin/sh',
      ['-c', 'umask 000 && exec "$0" "$@"', process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'],
      {
        cwd: repoRoot,
        env: {
          ...withoutDrivers(process.env),
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'error',
          NODE_ENV: 'test',
          APP_URL: `http://127.0.0.1:${port}`,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    for (let attempt = 0; attempt < 240; attempt++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {}
      if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server stopped while starting');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the server did not start');
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('keeps every folder 0700 and every file 0600, the database and older files included', async () => {
    expect((await lstat(dataDir)).mode & 0o777).toBe(0o700);
    const entries = await walk(dataDir);
    const names = entries.map((entry) => entry.file);
    // The embedded database, the generated secret and the first admin's password are all there to be checked.
    expect(names).toContain(path.join('db', 'PG_VERSION'));
    expect(names).toContain('jwt-secret');
    expect(names).toContain('initial-admin.txt');
    expect(names).toContain(path.join('older', 'left-behind.txt'));
    const wrong = entries
      .filter((entry) => entry.mode !== (entry.isDirectory ? 0o700 : 0o600))
      .map((entry) => `${entry.file} ${entry.mode.toString(8)}`);
    expect(wrong).toEqual([]);
  });
});
