import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

const shippedConfig = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));
const shippedStack = fileURLToPath(new URL('../../../../compose.yaml', import.meta.url));

/** TRUST_PROXY as the shipped compose stack sets it for the copies behind this nginx. */
async function shippedTrustProxy(): Promise<string> {
  const value = (await readFile(shippedStack, 'utf8')).match(/^\s*TRUST_PROXY:\s*"?([^"\n]*)"?\s*$/m)?.[1];
  if (!value) throw new Error('compose.yaml sets no TRUST_PROXY');
  return value;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The shipped deploy/nginx.conf with its upstreams pointed at one app on this machine. */
async function startNginx(appPort: number): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nfc-nginx-'));
  const port = await freePort();
  const site = (await readFile(shippedConfig, 'utf8'))
    .replace(/^\s*server app-\d:3000[^;]*;\s*$/gm, '')
    .replace('least_conn;', `least_conn;\n  server 127.0.0.1:${appPort};`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  await writeFile(path.join(dir, 'site.conf'), site);
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log;`,
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const nginx: ChildProcess = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  for (let attempt = 0; attempt < 100 && !(await answers()); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe('behind the shipped nginx config with the shipped TRUST_PROXY', () => {
  let ctx: TestContext;
  let proxy: { url: string; stop(): Promise<void> };
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { TRUST_PROXY: await shippedTrustProxy() },
      beforeReady: (app) => app.get('/whoami', (request) => ({ ip: request.ip })),
    });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    proxy = await startNginx((ctx.app.server.address() as AddressInfo).port);
  });
  afterAll(async () => {
    await proxy?.stop();
    await ctx?.close();
  });

  it('takes the client address nginx saw, whatever X-Forwarded-For the client forged', async () => {
    const plain = await fetch(`${proxy.url}/whoami`).then((response) => response.json());
    expect(plain).toEqual({ ip: '127.0.0.1' });
    for (const forged of ['203.0.113.7', '198.51.100.1, 203.0.113.7', `10.${Math.floor(Math.random() * 250)}.0.1`]) {
      const seen = await fetch(`${proxy.url}/whoami`, { headers: { 'x-forwarded-for': forged } }).then((response) =>
        response.json(),
      );
      expect(seen).toEqual({ ip: '127.0.0.1' });
    }
  });
});
