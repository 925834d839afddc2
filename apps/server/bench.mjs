// `npm run bench`: figures, not pass/fail. Measures on the production build with the embedded database:
//  1. the scan link /t/{code} against a bare node:http server answering the same 302 from memory,
//     under 50 concurrent connections, with 10,000 tags; then checks that every redirected scan is stored;
//  2. the server's resident memory after that load;
//  3. API latency (p50/p95) of the tag list, order history and analytics for an account with 1,000 tags and
//     100,000 scans, and of analytics for one tag with 1,000,000 scans over a year (seeded straight into the
//     database while the server is stopped: PGlite files or DATABASE_URL);
//  4. the compressed JavaScript and CSS the public card page loads first, and Lighthouse's mobile performance
//     score (Chromium from Debian, default mobile throttling) for a public card /vcard/{token} and for /.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TAGS = Number(process.env.BENCH_TAGS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const LOSS_CHECK_SCANS = 20_000;
const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const admin = { email: 'bench-admin@example.com', password: 'Bench-Admin-Passw0rd' };

const BARE_SERVER = `
const http = require('node:http');
const codes = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
const locations = new Map(codes.map((code, index) => [code, 'https://example.com/' + index]));
http.createServer((request, response) => {
  const location = locations.get(request.url.slice(3));
  response.writeHead(location ? 302 : 404, location ? { location, 'cache-control': 'no-store' } : {});
  response.end();
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

async function waitFor(url) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer`);
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer(dataDir, port) {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'apps/server/dist/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        ENABLE_TEST_ROUTES: 'true',
        JWT_SECRET: 'b'.repeat(48),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        APP_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

async function api(base, method, url, body, token) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { 'x-auth-token': token } : {}),
      'x-forwarded-for': '10.9.9.9',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

async function prepare(base) {
  const { token: adminToken } = await api(base, 'POST', '/api/auth/login', admin);
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench-Owner-Passw0rd';
  await api(base, 'POST', '/api/auth/register', {
    email,
    password,
    organisationName: 'Bench GmbH',
    contactFirstName: 'B',
    contactLastName: 'Ench',
    organisationStreet: 'Weg',
    organisationNumber: '1',
    organisationPlz: '10115',
    organisationCity: 'Berlin',
    organisationCountry: 'Germany',
  });
  // The verification link comes from the dev outbox, as in the browser tests.
  const mails = await api(base, 'GET', '/api/dev/outbox');
  const verifyToken = mails.find((mail) => mail.to === email).text.match(/verify-email\?token=([\w-]+)/)[1];
  await api(base, 'GET', `/api/auth/verify-email/${verifyToken}`);
  const users = await api(base, 'GET', '/api/admin/users', null, adminToken);
  const owner = users.find((user) => user.email === email);
  const plans = await api(base, 'GET', '/api/admin/plans', null, adminToken);
  await api(
    base,
    'PUT',
    `/api/admin/users/${owner.id}`,
    { planId: plans.find((plan) => plan.name === 'Pro').id, tagQuota: TAGS + 10, isAccountActive: true },
    adminToken,
  );
  return { owner, email, password, adminToken };
}

async function load(url, paths, amount) {
  let index = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration: DURATION }),
    headers: { 'user-agent': UA },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[index++ % paths.length] }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    redirects: result['3xx'] ?? 0,
    errors: result.errors + result.non2xx - (result['3xx'] ?? 0),
  };
}

function firstLoadOfCardPage() {
  const dist = path.join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/card-manifest.json'), 'utf8'));
  // The page's own entry (card.html) and everything it imports statically.
  const entry = manifest['card.html'];
  const page = null;
  const files = new Set();
  const walk = (chunk) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const name of chunk.imports ?? []) walk(manifest[name]);
  };
  walk(entry);
  walk(page);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.size, raw, gzip };
}

/** Resident memory of a process in MB (Linux). */
function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

/** Runs SQL against the server's database while the server is stopped. */
async function withDatabase(dataDir, work) {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return await work((text, params) => client.query(text, params));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    return await work((text, params) => db.query(text, params));
  } finally {
    await db.close();
  }
}

/** Synthetic but realistic scans: spread over `days`, mixed sources, agents, languages and countries, 2% bots. */
const SEED_SCANS = `
  insert into scans (owner_id, tag_id, kind, source, occurred_at, user_agent, language, platform, browser,
    country, is_bot, visitor_hash)
  select $1::uuid, tag_id, 'link', (array['nfc','qr','other'])[1 + i % 3],
    now() - make_interval(secs => (i::double precision / $3) * $4 * 86400),
    'Mozilla/5.0', (array['en-US','de-DE','fr-FR'])[1 + i % 3], (array['iOS','Android','Windows'])[1 + i % 3],
    (array['Mobile Safari','Chrome','Firefox'])[1 + i % 3], (array['DE','AT','CH','US'])[1 + i % 4],
    i % 50 = 0, md5((i / 3)::text)
  from unnest($2::uuid[]) as tag(tag_id), generate_series(1, $3::int) as i`;

/** p50 and p95 of `runs` sequential requests, after two warm-up requests. */
async function latency(url, token, runs) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'x-auth-token': token, 'x-forwarded-for': '10.9.9.8' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return performance.now() - started;
  };
  await once();
  await once();
  const times = [];
  for (let run = 0; run < runs; run++) times.push(await once());
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs * 0.5)], p95: times[Math.min(runs - 1, Math.floor(runs * 0.95))] };
}

/** Lighthouse mobile performance of each URL, on the machine's Chromium (never a downloaded one). */
async function lighthouseScores(urls) {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) return urls.map((url) => ({ url, error: `no Chromium at ${chromePath}` }));
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const scores = [];
    for (const url of urls) {
      const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      const audit = (name) => lhr.audits[name]?.displayValue ?? '-';
      scores.push({
        url,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}

async function signInOwner(base, email, password) {
  return (await api(base, 'POST', '/api/auth/login', { email, password })).token;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'nfc-bench-'));
const port = await freePort();
let { child, base } = await startServer(dataDir, port);
try {
  console.log(`Preparing ${TAGS} tags...`);
  const { email, password, owner: firstOwner } = await prepare(base);
  const ownerToken = await signInOwner(base, email, password);
  const codes = [];
  for (let start = 0; start < TAGS; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, TAGS - start) }, (_, offset) =>
        api(
          base,
          'POST',
          '/api/tags',
          {
            name: `Bench ${start + offset}`,
            actionType: 'WEBSITE_LINK',
            actionData: { url: `https://example.com/${start + offset}` },
          },
          ownerToken,
        ),
      ),
    );
    codes.push(...batch.map((tag) => tag.userFacingId));
  }

  // The bare server runs in its own process, like ours, so neither shares the load generator's event loop.
  const codesFile = path.join(dataDir, 'codes.json');
  writeFileSync(codesFile, JSON.stringify(codes));
  const barePort = await freePort();
  const bare = spawn(process.execPath, ['-e', BARE_SERVER, codesFile, String(barePort)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${barePort}/t/${codes[0]}`);
  const paths = codes.map((code) => `/t/${code}`);

  // Warm both, then measure.
  await load(`http://127.0.0.1:${barePort}`, paths.slice(0, 100));
  const bareResult = await load(`http://127.0.0.1:${barePort}`, paths);
  await load(base, paths);
  const appResult = await load(base, paths);
  bare.kill();
  const rssAfterScans = residentMb(child.pid);

  // No scan lost: count what is stored, send a fixed number of scans, stop the server at once as a
  // deployment would (SIGTERM), start it again, and count again.
  const countStored = async () => {
    const tags = await api(base, 'GET', '/api/tags', null, await signInOwner(base, email, password));
    return tags.reduce((sum, tag) => sum + tag.scanCount, 0);
  };
  const before = await countStored();
  const burst = await load(base, paths, LOSS_CHECK_SCANS);
  const redirected = burst.redirects;
  await stop(child);
  ({ child, base } = await startServer(dataDir, port));
  const stored = (await countStored()) - before;

  // An account of 1,000 tags, 100,000 scans and 20 orders; and one tag of the first account with a million scans.
  console.log('Preparing the API account (1,000 tags, 20 orders) and 1.1 million scans...');
  const second = await prepare(base);
  const secondToken = await signInOwner(base, second.email, second.password);
  const secondTags = [];
  for (let start = 0; start < 1_000; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: 50 }, (_, offset) =>
        api(
          base,
          'POST',
          '/api/tags',
          { name: `API ${start + offset}`, actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/a' } },
          secondToken,
        ),
      ),
    );
    secondTags.push(...batch);
  }
  for (let index = 0; index < 20; index++) {
    const form = new FormData();
    form.set('productType', 'nfc_card_core');
    form.set('quantity', String(10 + index));
    form.set('shippingCountry', 'DE');
    const response = await fetch(`${base}/api/orders/request`, {
      method: 'POST',
      headers: { 'x-auth-token': secondToken, 'x-forwarded-for': `10.9.8.${index}` },
      body: form,
    });
    if (!response.ok) throw new Error(`order: ${response.status} ${await response.text()}`);
  }
  const firstTags = await api(base, 'GET', '/api/tags', null, await signInOwner(base, email, password));
  const millionTag = firstTags[0];
  await stop(child);
  console.log('Seeding scans with the server stopped...');
  const seeding = performance.now();
  await withDatabase(dataDir, async (query) => {
    // A site with a year of history has a partition for each of its months.
    await query("select ensure_scan_partitions((now() - interval '13 months')::date, now()::date)");
    await query(SEED_SCANS, [firstOwner.id, [millionTag.id], 1_000_000, 365]);
    await query(SEED_SCANS, [second.owner.id, secondTags.map((tag) => tag.id), 100, 90]);
    await query('analyze scans');
  });
  const seedSeconds = (performance.now() - seeding) / 1000;
  console.log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s; measuring the API...`);
  ({ child, base } = await startServer(dataDir, port));
  const firstToken = await signInOwner(base, email, password);
  const apiToken = await signInOwner(base, second.email, second.password);
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const timings = [
    ['tag list (1,000 tags)', await latency(`${base}/api/tags`, apiToken, 50)],
    ['order history (20 orders)', await latency(`${base}/api/orders/history`, apiToken, 50)],
    ['analytics, 100 scans, 30 days', await latency(`${base}/api/tags/${secondTags[7].id}/analytics`, apiToken, 50)],
    ['analytics, 1M-scan tag, 30 days', await latency(`${base}/api/tags/${millionTag.id}/analytics`, firstToken, 30)],
    [
      'analytics, 1M-scan tag, 365 days',
      await latency(`${base}/api/tags/${millionTag.id}/analytics?from=${yearAgo}&to=${today}`, firstToken, 10),
    ],
  ];

  const vcard = await api(
    base,
    'POST',
    '/api/vcf-configs',
    {
      configName: 'Bench card',
      name: 'Erika',
      surname: 'Mustermann',
      position: 'Sales',
      contactEmail: 'erika@example.com',
      phoneNumber: '+49 30 1234567',
      websiteUrl: 'https://example.com',
    },
    apiToken,
  );
  const lighthouse = await lighthouseScores([`${base}/vcard/${vcard.downloadToken}`, `${base}/`]);

  const card = firstLoadOfCardPage();
  const f = (value) => value.toFixed(0).padStart(8);
  console.log('\nScan link /t/{code}: 302, %d tags, %d connections, %d s', TAGS, CONNECTIONS, DURATION);
  console.log('                      req/s   p50 ms   p99 ms   requests');
  console.log(
    `bare node:http     ${f(bareResult.rps)} ${f(bareResult.p50)} ${f(bareResult.p99)} ${f(bareResult.total)}`,
  );
  console.log(`this server        ${f(appResult.rps)} ${f(appResult.p50)} ${f(appResult.p99)} ${f(appResult.total)}`);
  console.log(
    `ratio (throughput)  ${(appResult.rps / bareResult.rps).toFixed(2)}   p99 ratio ${(appResult.p99 / Math.max(1, bareResult.p99)).toFixed(2)}`,
  );
  console.log(
    `loss check: ${redirected} scans redirected, then SIGTERM at once; ${stored} stored after the restart -> ${stored === redirected ? 'none lost' : 'MISMATCH'}`,
  );
  console.log(`memory: ${rssAfterScans.toFixed(0)} MB resident after the scan load`);
  console.log(
    `\nAPI latency, sequential requests (database: ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded'}; 1.1M scans seeded in ${seedSeconds.toFixed(0)} s)`,
  );
  console.log('                                        p50 ms   p95 ms');
  for (const [name, { p50, p95 }] of timings) console.log(`${name.padEnd(36)} ${f(p50)} ${f(p95)}`);
  console.log('\nLighthouse, mobile performance');
  for (const entry of lighthouse) {
    const where = new URL(entry.url).pathname;
    if (entry.error) console.log(`${where}: ${entry.error}`);
    else
      console.log(
        `${where.padEnd(36)} ${String(entry.score).padStart(3)}   FCP ${entry.fcp}  LCP ${entry.lcp}  TBT ${entry.tbt}  CLS ${entry.cls}`,
      );
  }
  console.log(
    `\nPublic card page first load: ${card.files} files, ${(card.raw / 1024).toFixed(1)} KB raw, ${(card.gzip / 1024).toFixed(1)} KB gzip (JS + CSS)`,
  );
} finally {
  await stop(child);
  await rm(dataDir, { recursive: true, force: true });
}
