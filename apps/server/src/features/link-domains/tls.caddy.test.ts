import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, callAs, createTestApp, givePlan, signUp, type TestContext } from '../../../test/helpers.ts';
import { type DnsServer, startDnsServer } from '../../../test/peers/dns-server.ts';

const shippedCaddyfile = fileURLToPath(new URL('../../../../../deploy/Caddyfile', import.meta.url));
const shippedStack = fileURLToPath(new URL('../../../../../compose.yaml', import.meta.url));

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

type Caddy = { httpPort: number; httpsPort: number; siteUrl: string; rootCa(): Promise<string>; stop(): Promise<void> };

/**
 * Debian's caddy running the shipped deploy/Caddyfile with its one upstream and its ask pointed at the app on this
 * machine: the internal CA instead of Let's Encrypt, free high ports, no admin endpoint, everything under a temp dir.
 */
async function startCaddy(appPort: number): Promise<Caddy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nfc-caddy-'));
  const [httpPort, httpsPort, sitePort] = [await freePort(), await freePort(), await freePort()];
  const storage = path.join(dir, 'storage');
  const shipped = await readFile(shippedCaddyfile, 'utf8');
  const config = shipped
    .replace(
      /^\{\n/m,
      [
        '{',
        '\tadmin off',
        `\thttp_port ${httpPort}`,
        `\thttps_port ${httpsPort}`,
        '\tlocal_certs',
        '\tskip_install_trust',
        `\tstorage file_system {\n\t\troot ${storage}\n\t}`,
        '',
      ].join('\n'),
    )
    .replace('ask http://app:3000/', `ask http://127.0.0.1:${appPort}/`)
    .replace('reverse_proxy app-1:3000 app-2:3000', `reverse_proxy 127.0.0.1:${appPort}`);
  expect(config).toContain(`https_port ${httpsPort}`);
  expect(config).not.toMatch(/app(-\d)?:3000/);
  const file = path.join(dir, 'Caddyfile');
  await writeFile(file, config);
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  let log = '';
  const caddy: ChildProcess = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, APP_SITE: siteUrl },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  caddy.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise((resolve) => caddy.once('exit', resolve));
  const answers = () =>
    fetch(`${siteUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  let isUp = false;
  for (let attempt = 0; attempt < 200 && !isUp && caddy.exitCode === null; attempt++) {
    isUp = await answers();
    if (!isUp) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!isUp) throw new Error(`caddy did not start:\n${log}`);
  return {
    httpPort,
    httpsPort,
    siteUrl,
    /** The internal CA's root, as Caddy keeps it in its storage. */
    async rootCa() {
      const file = path.join(storage, 'pki', 'authorities', 'local', 'root.crt');
      for (let attempt = 0; attempt < 100 && !existsSync(file); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return readFile(file, 'utf8');
    },
    async stop() {
      if (caddy.exitCode === null) caddy.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** TLS to Caddy's port with the customer's name in SNI and Host, trusting only Caddy's internal root. */
function httpsGet(caddy: Caddy, hostname: string, urlPath: string, ca: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: caddy.httpsPort,
        servername: hostname,
        path: urlPath,
        headers: { host: hostname },
        ca,
        agent: false,
        timeout: 15_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end();
  });
}

/** Plain HTTP to Caddy with a Host of our choosing (fetch does not let a caller set Host). */
function httpGet(port: number, hostname: string, urlPath: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: urlPath, headers: { host: hostname }, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('certificates on demand: the shipped Caddyfile in front of the app', () => {
  let ctx: TestContext;
  let dns: DnsServer;
  let caddy: Caddy;
  const asked: string[] = [];
  let verifiedHost: string;
  let pendingHost: string;
  let code: string;

  beforeAll(async () => {
    dns = await startDnsServer();
    const trustProxy = (await readFile(shippedStack, 'utf8')).match(/^\s*TRUST_PROXY:\s*"?([^"\n]*)"?\s*$/m)?.[1];
    ctx = await createTestApp({
      env: { DNS_SERVERS: dns.address, TRUST_PROXY: trustProxy ?? '' },
      beforeReady: (app) => {
        app.addHook('onRequest', async (request) => {
          if (request.url.startsWith('/api/domains/tls-ask')) asked.push(request.url);
        });
        app.get('/whoami', (request) => ({ ip: request.ip }));
      },
    });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    verifiedHost = `go-${randomUUID().slice(0, 8)}.example`;
    pendingHost = `pending-${randomUUID().slice(0, 8)}.example`;
    const verified = (await callAs(ctx, owner, 'POST', '/api/domains', { hostname: verifiedHost })).json();
    dns.setTxt(verified.verificationRecord.name, [verified.verificationRecord.value]);
    expect((await callAs(ctx, owner, 'POST', `/api/domains/${verified.id}/verify`)).statusCode).toBe(200);
    expect((await callAs(ctx, owner, 'POST', '/api/domains', { hostname: pendingHost })).statusCode).toBe(201);
    const tag = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(owner.token),
      payload: { name: 'Fob', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/landing' } },
    });
    expect(tag.statusCode, tag.body).toBe(201);
    code = tag.json().userFacingId;
    caddy = await startCaddy((ctx.app.server.address() as AddressInfo).port);
  });
  afterAll(async () => {
    await caddy?.stop();
    await ctx?.close();
    await dns?.close();
  });

  it('issues a verified domain a certificate and redirects its scan link through HTTPS', async () => {
    // The first connection asks the app, and Caddy's internal CA issues the certificate during the handshake.
    const ca = await caddy.rootCa();
    const first = await httpsGet(caddy, verifiedHost, `/t/${code}`, ca);
    expect(first).toEqual({ status: 302, location: 'https://example.com/landing' });
    expect(asked).toContain(`/api/domains/tls-ask?domain=${verifiedHost}`);
    // The certificate chains to Caddy's root and names the host (Node checks both, with the root as the only trust).
    const again = await httpsGet(caddy, verifiedHost.toUpperCase(), `/t/${code}`, ca);
    expect(again.status).toBe(302);
    // The portal is not served on the customer's host, even through HTTPS.
    expect((await httpsGet(caddy, verifiedHost, '/api/health', ca)).status).toBe(404);
  }, 60_000);

  it('gets an unverified domain no certificate: the handshake fails', async () => {
    const ca = await caddy.rootCa();
    await expect(httpsGet(caddy, pendingHost, `/t/${code}`, ca)).rejects.toThrow();
    expect(asked).toContain(`/api/domains/tls-ask?domain=${pendingHost}`);
    await expect(httpsGet(caddy, `unknown-${randomUUID().slice(0, 8)}.example`, '/', ca)).rejects.toThrow();
  }, 60_000);

  it('sends plain HTTP on a customer host to HTTPS, and serves the app on its own address', async () => {
    const plain = await httpGet(caddy.httpPort, verifiedHost, `/t/${code}`);
    expect(plain).toEqual({ status: 308, location: `https://${verifiedHost}/t/${code}` });
    const health = await fetch(`${caddy.siteUrl}/api/health`);
    expect(health.status).toBe(200);
  });

  it('takes the client address Caddy saw, whatever X-Forwarded-For the client forged', async () => {
    const seen = await fetch(`${caddy.siteUrl}/whoami`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(await seen.json()).toEqual({ ip: '127.0.0.1' });
  });
});
