import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../test/paths.ts';
import { verifyBackup } from './backup-archive.ts';
import { dailyBackupName } from './daily-backups.ts';

/**
 * The promise of `npm run backup`, on the real server in a process of its own: a backup taken while phones scan
 * and an owner uploads documents holds every scan answered and every row and file created before it began, and
 * restores into an empty DATA_DIR that a new server opens.
 */
const admin = { email: 'backup-admin@example.com', password: 'Backup-Admin-Passw0rd' };
const owner = { email: 'backup-owner@example.com', password: 'Backup-Owner-Passw0rd' };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const PDF = (n: number) =>
  Buffer.from(`%PDF-1.4\n% document ${n}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The server and the command as an operator runs them: embedded database, no DATABASE_URL. */
function environment(dataDir: string, extra: Record<string, string> = {}) {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  return { ...inherited, DATA_DIR: dataDir, ...extra };
}

async function startServer(
  dataDir: string,
  extra: Record<string, string> = {},
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: environment(dataDir, {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
      ENABLE_TEST_ROUTES: 'true',
      TRUST_PROXY: '1',
      JWT_SECRET: 'b'.repeat(48),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      APP_URL: base,
      ...extra,
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 480; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {}
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server stopped while starting');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
  );

async function stopServer(child: ChildProcess) {
  child.kill('SIGTERM');
  await exited(child);
}

/** `npm run backup` / `npm run restore`, from the source as the tests run everything. */
function runCommand(dataDir: string, args: string[]): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/backups/cli.ts', ...args], {
    cwd: repoRoot,
    env: environment(dataDir),
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (status) => resolve({ status, output })));
}

describe('a backup taken under load', () => {
  const folders: string[] = [];
  const servers: ChildProcess[] = [];
  const folder = async (label: string) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), `nfc-${label}-`));
    folders.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const child of servers) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });

  it('restores every row, file and answered scan from before it began', { timeout: 420_000 }, async () => {
    const dataDir = await folder('live');
    // The daily backup too: taken at start into a folder of its own.
    const dailyDir = path.join(await folder('daily'), 'backups');
    const first = await startServer(dataDir, { BACKUP_DIR: dailyDir, BACKUP_KEEP: '2' });
    servers.push(first.child);
    let base = first.base;
    const api = async <T>(method: string, url: string, body?: unknown, token?: string): Promise<T> => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
          ...(token ? { 'x-auth-token': token } : {}),
        },
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };

    const { token: adminToken } = await api<{ token: string }>('POST', '/api/auth/login', admin);
    await api('POST', '/api/auth/register', {
      ...owner,
      organisationName: 'Backup GmbH',
      contactFirstName: 'Bea',
      contactLastName: 'Kapp',
      organisationStreet: 'Weg',
      organisationNumber: '1',
      organisationPlz: '10115',
      organisationCity: 'Berlin',
      organisationCountry: 'Germany',
    });
    const mails = await api<Array<{ to: string; text: string }>>('GET', '/api/dev/outbox');
    const verify = /verify-email\?token=([\w-]+)/.exec(mails.find((mail) => mail.to === owner.email)!.text);
    await api('GET', `/api/auth/verify-email/${verify![1]}`);
    const users = await api<Array<{ id: string; email: string }>>('GET', '/api/admin/users', undefined, adminToken);
    const ownerId = users.find((user) => user.email === owner.email)!.id;
    const plans = await api<Array<{ id: string; name: string }>>('GET', '/api/admin/plans', undefined, adminToken);
    const pro = plans.find((plan) => plan.name === 'Pro')!;
    await api(
      'PUT',
      `/api/admin/users/${ownerId}`,
      { planId: pro.id, tagQuota: 1000, isAccountActive: true },
      adminToken,
    );
    const { token } = await api<{ token: string }>('POST', '/api/auth/login', owner);
    const gate = await api<{ id: string; userFacingId: string }>(
      'POST',
      '/api/tags',
      { name: 'Gate', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/gate' } },
      token,
    );

    // Phones scan the gate as fast as they are answered; each scan's user agent names it. Meanwhile the owner
    // creates document tags, each a row and an uploaded file.
    const answered: Array<{ agent: string; at: number }> = [];
    const documents: Array<{ id: string; userFacingId: string; n: number; at: number }> = [];
    let isLoading = true;
    const phone = async (index: number) => {
      for (let scan = 0; isLoading; scan++) {
        const agent = `${IPHONE} phone/${index}-${scan}`;
        const response = await fetch(`${base}/t/${gate.userFacingId}`, {
          redirect: 'manual',
          headers: { 'x-forwarded-for': `198.18.${index}.${scan % 250}`, 'user-agent': agent },
        });
        if (response.status === 302) answered.push({ agent, at: Date.now() });
      }
    };
    const uploader = async () => {
      for (let n = 0; isLoading; n++) {
        const form = new FormData();
        form.set('name', `Menu ${n}`);
        form.set('actionType', 'DOCUMENT');
        form.set('documentFile', new Blob([PDF(n)], { type: 'application/pdf' }), `menu-${n}.pdf`);
        const tag = await api<{ id: string; userFacingId: string }>('POST', '/api/tags', form, token);
        documents.push({ ...tag, n, at: Date.now() });
      }
    };
    const load = [...Array.from({ length: 8 }, (_, index) => phone(index)), uploader()];
    const loadBegan = Date.now();
    while (documents.length < 4 || Date.now() - loadBegan < 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const backupFile = path.join(await folder('file'), 'nfc.tar.gz');
    const began = Date.now();
    const backup = await runCommand(dataDir, ['backup', '--out', backupFile]);
    const ended = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 500));
    isLoading = false;
    await Promise.all(load);
    expect(backup.output).toMatch(/from the running server/);
    expect(backup.status).toBe(0);
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dataDir, 'backup.sock'))).mode & 0o777).toBe(0o600);
    const scansBefore = answered.filter((scan) => scan.at < began);
    const documentsBefore = documents.filter((document) => document.at < began);
    // Load before and during the backup, or the test proves nothing.
    expect(scansBefore.length).toBeGreaterThan(100);
    expect(answered.filter((scan) => scan.at > began && scan.at < ended).length).toBeGreaterThan(0);
    expect(documentsBefore.length).toBeGreaterThan(3);
    const daily = path.join(dailyDir, dailyBackupName(new Date()));
    expect((await stat(daily)).mode & 0o777).toBe(0o600);
    expect((await verifyBackup(daily)).format).toBe('nfc-platform-backup');
    await stopServer(first.child);

    const restoredDir = await folder('restored');
    const restore = await runCommand(restoredDir, ['restore', '--from', backupFile]);
    expect(restore.output).toMatch(/Restored/);
    expect(restore.status).toBe(0);
    const again = await runCommand(restoredDir, ['restore', '--from', backupFile]);
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/is not empty/);

    // A server on the restored data: it replays the journal copy, signs the owner in, serves every document.
    const second = await startServer(restoredDir);
    servers.push(second.child);
    base = second.base;
    const { token: restoredToken } = await api<{ token: string }>('POST', '/api/auth/login', owner);
    const listed = await api<Array<{ id: string; scanCount: number }>>('GET', '/api/tags', undefined, restoredToken);
    const listedIds = new Set(listed.map((tag) => tag.id));
    for (const document of documentsBefore) expect(listedIds.has(document.id)).toBe(true);
    expect(listed.find((tag) => tag.id === gate.id)!.scanCount).toBeGreaterThanOrEqual(scansBefore.length);
    for (const document of documentsBefore) {
      const link = await fetch(`${base}/t/${document.userFacingId}`, { redirect: 'manual' });
      expect(link.status).toBe(302);
      const file = await fetch(new URL(link.headers.get('location')!, base));
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF(document.n));
    }
    await stopServer(second.child);

    // Every scan answered before the backup began, by its own user agent, stored once.
    const database = await PGlite.create(path.join(restoredDir, 'db'));
    const { rows } = await database.query<{ user_agent: string }>(
      "select user_agent from scans where tag_id = $1 and kind = 'link'",
      [gate.id],
    );
    await database.close();
    const stored = new Set(rows.map((row) => row.user_agent));
    expect(stored.size).toBe(rows.length);
    const missing = scansBefore.filter((scan) => !stored.has(scan.agent));
    expect(missing).toEqual([]);
  });
});
