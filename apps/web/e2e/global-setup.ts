import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeHubspot } from '../../server/test/fakes/fake-hubspot.ts';
import { googleWalletEnv } from '../../server/test/peers/google-wallet-account.ts';
import { appleWalletEnv, makeTestPassCertificates } from '../../server/test/peers/pass-certificates.ts';
import { startIdentityPeers } from './identity-peers';
import { adminCredentials, E2E_HUBSPOT_TOKEN } from './support';
import { E2E_SUN_FILE_READ_KEY, E2E_SUN_META_READ_KEY } from './verified-taps-support';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
const startTimeoutMs = 60_000;

function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with code ${server.exitCode} before it was ready:\n${stderr()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within ${startTimeoutMs / 1000} s:\n${stderr()}`);
}

/** Starts the real server (production build of API + SPA) on a free port with a throw-away data folder. */
export default async function globalSetup() {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` at the repository root first.`);
  }
  const port = await getFreePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nfc-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;

  // A local HubSpot (the server tests' fake) receives the CRM sync of the integrations spec.
  const hubspot = await startFakeHubspot({ tokens: [E2E_HUBSPOT_TOKEN] });
  // DNS, an OpenID provider and SAML IdPs for the single sign-on specs (identity-peers.ts).
  const identity = await startIdentityPeers(baseUrl);
  // Apple and Google Wallet set up, with a throw-away pass certificate chain and service account (wallet spec).
  const walletDir = await mkdtemp(path.join(tmpdir(), 'nfc-e2e-wallet-'));
  const passCertificates = await makeTestPassCertificates(walletDir);

  let stderrText = '';
  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The browser tests read mailed links from the outbox (loopback only).
      ENABLE_TEST_ROUTES: 'true',
      // Each spec file sends its own X-Forwarded-For (one hop, as from a proxy), so per-IP limits count per file
      // as they would per visitor.
      TRUST_PROXY: '1',
      APP_URL: baseUrl,
      HUBSPOT_API_BASE: hubspot.url,
      // Fixed keys, so the verified-taps spec's virtual chip writes messages this server accepts.
      SUN_META_READ_KEY: E2E_SUN_META_READ_KEY,
      SUN_FILE_READ_KEY: E2E_SUN_FILE_READ_KEY,
      ...identity.serverEnv,
      ...appleWalletEnv(passCertificates),
      ...googleWalletEnv().env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    stderrText = (stderrText + chunk.toString()).slice(-20_000);
  });

  try {
    await waitForHealth(baseUrl, server, () => stderrText);
  } catch (error) {
    server.kill('SIGKILL');
    await hubspot.close();
    await identity.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(walletDir, { recursive: true, force: true });
    throw error;
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_HUBSPOT_URL = hubspot.url;
  Object.assign(process.env, identity.specEnv);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await hubspot.close();
    await identity.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(walletDir, { recursive: true, force: true });
  };
}
