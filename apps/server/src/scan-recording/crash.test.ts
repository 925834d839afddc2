import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../test/paths.ts';
import { createVirtualChip, sunMaterialOf } from '../../test/peers/virtual-chip.ts';

/**
 * The promise of the journal, tested on the real server in a process of its own: every scan that got its redirect
 * is in the database after a SIGKILL in the middle of a load and a restart on the same DATA_DIR.
 */
const admin = { email: 'crash-admin@example.com', password: 'Crash-Admin-Passw0rd' };
/** The master keys of verified taps the server runs with (issue 31). */
const SUN_KEYS = { metaReadKey: '0123456789ABCDEF0123456789ABCDEF', fileReadKey: 'FEDCBA9876543210FEDCBA9876543210' };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
      ENABLE_TEST_ROUTES: 'true',
      // The phones below come through a proxy on this machine, each with its own address.
      TRUST_PROXY: '1',
      JWT_SECRET: 'c'.repeat(48),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      APP_URL: `http://127.0.0.1:${port}`,
      SUN_META_READ_KEY: SUN_KEYS.metaReadKey,
      SUN_FILE_READ_KEY: SUN_KEYS.fileReadKey,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server stopped while starting');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

/** A process killed by a signal has no exit code but a signal code; either means its 'exit' has passed. */
const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
  );

describe('scans answered before a SIGKILL', () => {
  let dataDir: string;
  let port: number;
  let child: ChildProcess | undefined;
  let base: string;

  async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'nfc-crash-'));
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  /** An owner on the Pro plan with one website tag, made through the API as a person would. */
  async function ownerWithTag(label: string, tagFields: object = {}) {
    const { token: adminToken } = await api<{ token: string }>('POST', '/api/auth/login', admin);
    const email = `${label}-owner@example.com`;
    const password = 'Crash-Owner-Passw0rd';
    await api('POST', '/api/auth/register', {
      email,
      password,
      organisationName: 'Crash GmbH',
      contactFirstName: 'C',
      contactLastName: 'Rash',
      organisationStreet: 'Weg',
      organisationNumber: '1',
      organisationPlz: '10115',
      organisationCity: 'Berlin',
      organisationCountry: 'Germany',
    });
    const mails = await api<Array<{ to: string; text: string }>>('GET', '/api/dev/outbox');
    const verify = /verify-email\?token=([\w-]+)/.exec(mails.find((mail) => mail.to === email)!.text);
    await api('GET', `/api/auth/verify-email/${verify![1]}`);
    const users = await api<Array<{ id: string; email: string }>>('GET', '/api/admin/users', undefined, adminToken);
    const owner = users.find((user) => user.email === email)!;
    const plans = await api<Array<{ id: string; name: string }>>('GET', '/api/admin/plans', undefined, adminToken);
    const pro = plans.find((plan) => plan.name === 'Pro')!;
    await api(
      'PUT',
      `/api/admin/users/${owner.id}`,
      { planId: pro.id, tagQuota: 10, isAccountActive: true },
      adminToken,
    );
    const { token } = await api<{ token: string }>('POST', '/api/auth/login', { email, password });
    const profile = await api<{ organisationId: string }>('GET', '/api/users/profile', undefined, token);
    const tag = await api<{ id: string; userFacingId: string }>(
      'POST',
      '/api/tags',
      { name: 'Gate', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/gate' }, ...tagFields },
      token,
    );
    return { email, password, token, organisationId: profile.organisationId, tag };
  }

  it('are all stored after a restart on the same data', { timeout: 180_000 }, async () => {
    child = await startServer(dataDir, port);
    const { email, password, tag } = await ownerWithTag('crash');

    // 40 phones scanning as fast as they get answers, from many addresses (one address counts 60 a minute).
    let answered = 0;
    let killed = false;
    const phone = async (index: number) => {
      for (let scan = 0; !killed; scan++) {
        try {
          const response = await fetch(`${base}/t/${tag.userFacingId}`, {
            redirect: 'manual',
            headers: { 'x-forwarded-for': `198.18.${index}.${scan % 250}`, 'user-agent': IPHONE },
          });
          if (response.status === 302) answered++;
        } catch {
          return; // the server is gone
        }
      }
    };
    const phones = Array.from({ length: 40 }, (_, index) => phone(index));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    killed = true;
    child.kill('SIGKILL');
    await Promise.all(phones);
    await exited(child);
    expect(answered).toBeGreaterThan(200);

    // A new port, so that no pooled connection to the killed server is reused.
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = await startServer(dataDir, port);
    const freshToken = (await api<{ token: string }>('POST', '/api/auth/login', { email, password })).token;
    // The tag list waits for the writer, which first replays what the killed server had journaled.
    const [listed] = await api<Array<{ scanCount: number }>>('GET', '/api/tags', undefined, freshToken);
    // Every answered scan is stored. A scan is journaled before its answer is sent, so the kill may also leave
    // stored scans whose answers never reached their phone: at most one per phone, the one it was waiting for.
    expect(listed!.scanCount).toBeGreaterThanOrEqual(answered);
    expect(listed!.scanCount).toBeLessThanOrEqual(answered + phones.length);
    child.kill('SIGTERM');
    await exited(child);
  });

  it("never lets a verified tap's counter through again after a SIGKILL and a restart", {
    timeout: 180_000,
  }, async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = await startServer(dataDir, port);
    const { email, password, organisationId, tag } = await ownerWithTag('sun', { verification: 'require' });
    const chip = createVirtualChip({ material: sunMaterialOf(SUN_KEYS), organisationId, uid: '04C0FFEE0A1B2C' });
    const tap = (query: string) => fetch(`${base}/t/${tag.userFacingId}?${query}`, { redirect: 'manual' });
    // The first tap binds the chip (a database write); the next ones are compared in memory and journaled.
    for (let count = 0; count < 5; count++) expect((await tap(chip.tap())).status).toBe(302);
    const last = chip.queryAt(chip.counter);
    child.kill('SIGKILL');
    await exited(child);

    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = await startServer(dataDir, port);
    // Straight after the start, before anything asks the writer to catch up: the journal read back holds the counter.
    expect((await tap(last)).status).toBe(410);
    expect((await tap(chip.queryAt(3))).status).toBe(410);
    expect((await tap(chip.tap())).status).toBe(302);
    const { token } = await api<{ token: string }>('POST', '/api/auth/login', { email, password });
    const shown = await api<{ chip: { uid: string; lastCounter: number } }>(
      'GET',
      `/api/tags/${tag.id}`,
      undefined,
      token,
    );
    await api('GET', '/api/tags', undefined, token);
    const after = await api<{ chip: { uid: string; lastCounter: number } }>(
      'GET',
      `/api/tags/${tag.id}`,
      undefined,
      token,
    );
    expect(shown.chip.uid).toBe(chip.uid);
    expect(after.chip.lastCounter).toBe(6);
    child.kill('SIGTERM');
    await exited(child);
  });
});
