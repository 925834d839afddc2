// `npm run bench`: figures, not pass/fail, on the production build.
// The scan section runs once for the embedded database and, when DATABASE_URL is set, once more for that
// PostgreSQL server; each run has its own fresh DATA_DIR, an account with 10,000 tags and 50 connections:
//  1. the scan link /t/{code} against a bare node:http server answering the same 302 from memory, measured in
//     the same run: req/s, p50 and p99 of both and their ratios; then the same load against as many tags with 10
//     link rules each, none of which matches the load's phone and language (so all 10 are checked on every scan),
//     and its ratio beside the plain tags' (link rules must cost at most 5% of the plain ratio);
//  2. CPU per answered scan of our server: utime+stime of /proc/<pid>/stat (all threads of the process), read
//     once the process is idle before the load and again right after it and once it is idle again (so work
//     the server defers past the response counts too); the bare server's figure beside it;
//  3. the server's resident memory (VmRSS) after that load; then the same load against as many tags with 10 link
//     rules each, none matching (all 10 checked), run plain, ruled, ruled, plain and compared mean against mean;
//     then against BENCH_VERIFIED_TAGS (1,000) tags that record verified taps (issue 31), each request carrying a
//     fresh NTAG 424 DNA message (a new counter; made beforehand by apps/server/bench/sun-paths.ts), after a first
//     tap bound each tag's chip: BENCH_VERIFIED_ROUNDS (2) rounds of plain, verified, verified, plain, compared mean
//     against mean and round by round (the plain loads on as many plain tags as there are verified ones, so the flood
//     guard flags the same share of each); then the same tags switched to `require` (each tap checked before the
//     answer), one round of plain, required, required, plain;
//  4. scans lost over SIGTERM: on a freshly started server, a burst of 20,000 scans, SIGTERM at once, restart,
//     then compare the stored count (sum of scanCount over /api/tags) with the 3xx autocannon saw, polling every
//     250 ms until it matches (at most 60 s);
//  5. scans lost over SIGKILL: a 6 s load, SIGKILL after 3 s, restart on the same DATA_DIR and database, then
//     the same comparison and how long the count took to settle;
//     (the server counts at most 60 scans of a tag from one IP a minute; the table says when a phase sent more)
//  6. backlog drain: with the server stopped, 100,000 scans are written as one new scan journal segment
//     (DATA_DIR/scan-journal/<seq>.jsonl); the time from /api/health answering until all are stored, and the
//     scans/s (gives up after BENCH_DRAIN_TIMEOUT seconds, 300 by default);
//  7. PostgreSQL only: a 30 s database outage (a TCP proxy of this process drops every connection and refuses
//     new ones) in the middle of a steady 4,000 scans/s; the scans stored once it is back against the 3xx.
// Then the scan writer's work per scan in microseconds (agent parsing, bot detection, visitor hash, country;
// apps/server/bench/writer-costs.ts), and once, on DATABASE_URL if set, else on the embedded database (skipped
// with BENCH_ONLY=scan):
//  8. API latency (p50/p95) of the tag list, order history and analytics for an account with 1,000 tags and
//     100,000 scans, and of analytics for one tag with 1,000,000 scans over a year (seeded straight into the
//     database while the server is stopped: PGlite files or DATABASE_URL);
//  9. the compressed JavaScript and CSS the public card page loads first, and Lighthouse's mobile performance
//     score (Chromium from Debian, default mobile throttling) for a public card /vcard/{token} and for /;
// 10. an organisation export (decision 023) of the account with the million-scan tag: the server's resident memory
//     (VmRSS, sampled every 100 ms) idle before and at its peak while the zip is built, the time until it is
//     ready, the zip's size and the time to download it. BENCH_ONLY=export runs only this, on a fresh account of
//     10 tags and 1,000,000 scans seeded with generate_series.
// 11. API throughput under 20 connections (BENCH_ONLY=api runs only this, on each database): `/api/health`, the
//     profile, the list of 200 tags with a session and with an API key (issue 28: a key's lookup, scope check
//     and per-key limit on every request), and 30 days of analytics of a quiet tag and of one right after a crowd of
//     BENCH_CROWD_SCANS (250,000) scans from as many addresses, each for BENCH_SECONDS, with its share of
//     /api/health's throughput; the resident memory idle before and after the crowd (issue 29).
// 12. the scan link under a crowd (issue 33; BENCH_ONLY=crowd runs only this, on each database): wrk (Debian's) with
//     bench/visitors.lua, 50 connections, each request from another address through one trusted hop
//     (TRUST_PROXY=1), on one tag; bare and ours alternated twice, each run after our writer has drained; req/s,
//     p50/p99, main-thread CPU per request, the ratio, and the sustained rate (answered and stored per second over the
//     load and the writer's drain). Skipped when wrk is not installed.
// Knobs: BENCH_TAGS (10,000), BENCH_RULED_TAGS (tags with 10 rules, as many as BENCH_TAGS), BENCH_SECONDS per
// load (10), BENCH_DRAIN_TIMEOUT (300), BENCH_NODE_ARGS, BENCH_ONLY=scan (only the scan section, for development),
// BENCH_ONLY=export (only the export section), BENCH_EXPORT_SCANS (1,000,000, for BENCH_ONLY=export),
// BENCH_ONLY=verified (only the verified taps against plain tags of the scan section, on each database).
import { execSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TAGS = Number(process.env.BENCH_TAGS ?? 10_000);
const RULED_TAGS = Number(process.env.BENCH_RULED_TAGS ?? TAGS);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const DRAIN_TIMEOUT_SECONDS = Number(process.env.BENCH_DRAIN_TIMEOUT ?? 300);
const ONLY_SCAN = process.env.BENCH_ONLY === 'scan';
const ONLY_EXPORT = process.env.BENCH_ONLY === 'export';
const ONLY_API = process.env.BENCH_ONLY === 'api';
const API_CONNECTIONS = 20;
const API_TAGS = 200;
/** Section 11: the crowd on one tag before its analytics are measured again. */
const CROWD_SCANS = Number(process.env.BENCH_CROWD_SCANS ?? 250_000);
const EXPORT_SCANS = Number(process.env.BENCH_EXPORT_SCANS ?? 1_000_000);
const EXPORT_TIMEOUT_SECONDS = 1_800;
const CONNECTIONS = 50;
/** Issue 31: tags that check verified taps. */
const VERIFIED_TAGS = Number(process.env.BENCH_VERIFIED_TAGS ?? 1_000);
/**
 * Rounds of plain, verified, verified, plain loads (BENCH_VERIFIED_ROUNDS), then one with the tags requiring verified
 * taps; fresh messages a tag for each verified or required load (260: enough for 26,000 requests a second).
 */
const VERIFIED_ROUNDS = Number(process.env.BENCH_VERIFIED_ROUNDS ?? 2);
const VERIFIED_TAPS_PER_TAG = 1 + (VERIFIED_ROUNDS + 1) * 2 * 260;
const SUN_KEYS = { metaReadKey: '000102030405060708090A0B0C0D0E0F', fileReadKey: '0F0E0D0C0B0A09080706050403020100' };
const LOSS_CHECK_SCANS = 20_000;
const KILL_LOAD_SECONDS = 6;
const KILL_AFTER_MS = 3_000;
const SETTLE_TIMEOUT_SECONDS = 60;
const BACKLOG_SCANS = 100_000;
/** PostgreSQL only: how long the database is away, and the steady scan rate meanwhile (well under the flood guard's 60 a tag a minute). */
const OUTAGE_SECONDS = 30;
const OUTAGE_RATE = 4_000;
const BACKLOG_TAGS = 1_000;
const POLL_MS = 250;
// The server counts at most this many scans of one tag from one IP a minute (scan-flood-guard.ts).
const FLOOD_GUARD_SCANS_PER_MINUTE = 60;
const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString().trim());
const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
/** Every load's language, as a phone sends one: with UA (iOS) it matches none of RULES, so a scan checks all ten. */
const LANGUAGE = 'de-DE,de;q=0.9,en;q=0.8';
const RULES = [
  { os: 'android', url: 'https://example.com/rule/android' },
  { os: 'windows', url: 'https://example.com/rule/windows' },
  { os: 'macos', url: 'https://example.com/rule/macos' },
  { os: 'linux', url: 'https://example.com/rule/linux' },
  { language: 'fr', url: 'https://example.com/rule/fr' },
  { os: 'ios', language: 'en', url: 'https://example.com/rule/ios-en' },
  { os: 'android', language: 'de', url: 'https://example.com/rule/android-de' },
  { from: '2099-01-01T00:00:00Z', url: 'https://example.com/rule/later' },
  { until: '2000-01-01T00:00:00Z', url: 'https://example.com/rule/over' },
  { os: 'ios', from: '2099-01-01T00:00:00Z', until: '2100-01-01T00:00:00Z', url: 'https://example.com/rule/ios-later' },
];
const admin = { email: 'bench-admin@example.com', password: 'Bench-Admin-Passw0rd' };
// Each server gets DATABASE_URL only when a run asks for it, never by inheritance.
const { DATABASE_URL: databaseUrlFromEnv, ...inheritedEnv } = process.env;

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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {}
    await sleep(50);
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

async function startServer(dataDir, port, databaseUrl, extraEnv = {}) {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'apps/server/dist/main.js'],
    {
      cwd: root,
      env: {
        ...inheritedEnv,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
        // The throughput section's key must not hit its limit; the limit's counting still runs on each request.
        API_KEY_REQUESTS_PER_MINUTE: '1000000',
        SUN_META_READ_KEY: SUN_KEYS.metaReadKey,
        SUN_FILE_READ_KEY: SUN_KEYS.fileReadKey,
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  // Two minutes: a first start migrates a fresh database, slow on a busy machine.
  for (let attempt = 0; attempt < 480; attempt++) {
    if (hasExited(child)) throw new Error(`server exited (code ${child.exitCode}) before it answered`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {}
    await sleep(250);
  }
  await stop(child);
  throw new Error('server did not start');
}

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

const stop = (child, signal = 'SIGTERM') =>
  new Promise((resolve) => {
    if (hasExited(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
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
    {
      planId: plans.find((plan) => plan.name === 'Pro').id,
      tagQuota: TAGS + RULED_TAGS + VERIFIED_TAGS + 10,
      isAccountActive: true,
    },
    adminToken,
  );
  return { owner, email, password, adminToken };
}

function load(url, paths, { amount, duration = DURATION, rate } = {}) {
  let index = 0;
  const run = autocannon({
    url,
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration }),
    ...(rate ? { overallRate: rate } : {}),
    headers: { 'user-agent': UA, 'accept-language': LANGUAGE },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[index++ % paths.length] }) }],
  });
  return run.then((result) => ({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    redirects: result['3xx'] ?? 0,
    errors: result.errors + result.non2xx - (result['3xx'] ?? 0),
  }));
}

/** The mean of several loads' figures (throughput, latency, counts). */
function meanOfLoads(loads) {
  const mean = (key) => loads.reduce((sum, item) => sum + (item[key] ?? 0), 0) / loads.length;
  return {
    rps: mean('rps'),
    p50: mean('p50'),
    p99: mean('p99'),
    total: Math.round(mean('total')),
    redirects: Math.round(mean('redirects')),
    errors: Math.round(mean('errors')),
    ...(loads.every((item) => item.cpuPerRequest !== undefined) ? { cpuPerRequest: mean('cpuPerRequest') } : {}),
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

/** CPU time of a process's main thread (the one that answers requests), in microseconds. */
const mainThreadCpuMicros = (pid) => cpuMicros(pid, `/proc/${pid}/task/${pid}/stat`);

/** CPU time of a process, all its threads, in microseconds: utime + stime, fields 14 and 15 of /proc/<pid>/stat. */
function cpuMicros(pid, file = `/proc/${pid}/stat`) {
  const stat = readFileSync(file, 'utf8');
  // The command name (field 2) may hold spaces; the fields after it start with field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1e6;
}

/**
 * CPU time of a process's main thread and of all its other threads (its workers: the scan writer and, embedded, the
 * database's; V8's helpers), in microseconds. Node names them all "node", so they are told apart by role only.
 */
function threadCpuMicros(pid) {
  const main = mainThreadCpuMicros(pid);
  return { main, others: cpuMicros(pid) - main };
}

/** CPU time of each of a process's threads by thread id, in microseconds. */
function eachThreadCpuMicros(pid) {
  const threads = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      threads.set(tid, cpuMicros(pid, `/proc/${pid}/task/${tid}/stat`));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return threads;
}

/**
 * The busiest threads besides the main one between two snapshots of eachThreadCpuMicros, as µs a request, named by
 * their order of creation (the embedded database's thread is made before the scan writer's).
 */
function busiestOtherThreads(pid, before, after, requests) {
  const ids = [...after.keys()].filter((tid) => tid !== String(pid)).sort((a, b) => Number(a) - Number(b));
  return ids
    .map((tid, order) => ({ order, micros: (after.get(tid) - (before.get(tid) ?? 0)) / requests }))
    .sort((a, b) => b.micros - a.micros)
    .slice(0, 3)
    .map(({ order, micros }) => `thread #${order + 1} ${micros.toFixed(1)}`)
    .join(', ');
}

/** The main thread's and the other threads' CPU per request between two snapshots of threadCpuMicros. */
const threadCostsPerRequest = (before, after, requests) =>
  `main ${((after.main - before.main) / requests).toFixed(1)}, the others ${((after.others - before.others) / requests).toFixed(1)}`;

/**
 * Resident memory once a process has been idle for a while: V8 gives back the garbage of a load about 30 s after it
 * ends, so the figure is what the server holds, not what it just threw away.
 */
async function settledMb(pid) {
  await waitUntilIdle(pid);
  await sleep(35_000);
  return residentMb(pid);
}

/** Waits until a process uses at most 2% of a CPU over 500 ms (or 30 s pass), so deferred work is over. */
async function waitUntilIdle(pid) {
  const deadline = Date.now() + 30_000;
  let previous = cpuMicros(pid);
  while (Date.now() < deadline) {
    await sleep(500);
    const now = cpuMicros(pid);
    if (now - previous <= 10_000) return;
    previous = now;
  }
}

/** Runs SQL against the server's database while the server is stopped. */
async function withDatabase(dataDir, databaseUrl, work) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
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

/** A server on a fresh DATA_DIR (and `databaseUrl`, if given) with a verified account of TAGS link tags. */
async function openSession(label, databaseUrl) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nfc-bench-'));
  const port = await freePort();
  const session = { label, databaseUrl, dataDir, port, child: null, base: null };
  try {
    await restart(session);
    console.log(`[${label}] Preparing ${TAGS} tags...`);
    const { email, password, owner } = await prepare(session.base);
    const ownerToken = await signInOwner(session.base, email, password);
    const createTags = async (count, body) => {
      const created = [];
      for (let start = 0; start < count; start += 50) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(50, count - start) }, (_, offset) =>
            api(session.base, 'POST', '/api/tags', body(start + offset), ownerToken),
          ),
        );
        created.push(...batch.map((tag) => tag.userFacingId));
      }
      return created;
    };
    const codes = await createTags(TAGS, (index) => ({
      name: `Bench ${index}`,
      actionType: 'WEBSITE_LINK',
      actionData: { url: `https://example.com/${index}` },
    }));
    console.log(`[${label}] Preparing ${RULED_TAGS} tags with ${RULES.length} link rules each...`);
    const ruledCodes = await createTags(RULED_TAGS, (index) => ({
      name: `Bench ruled ${index}`,
      actionType: 'WEBSITE_LINK',
      actionData: { url: `https://example.com/ruled/${index}` },
      rules: RULES,
    }));
    console.log(`[${label}] Preparing ${VERIFIED_TAGS} tags that record verified taps...`);
    const verifiedBody = (index, verification) => ({
      name: `Bench verified ${index}`,
      actionType: 'WEBSITE_LINK',
      actionData: { url: `https://example.com/verified/${index}` },
      verification,
    });
    const verifiedCodes = await createTags(VERIFIED_TAGS, (index) => verifiedBody(index, 'record'));
    // Switches the verified tags to `require` (their codes in order), for the last round of the verified section.
    const requireVerifiedTaps = async () => {
      const tags = await api(session.base, 'GET', '/api/tags', null, ownerToken);
      const byCode = new Map(tags.map((tag) => [tag.userFacingId, tag.id]));
      for (let start = 0; start < verifiedCodes.length; start += 50) {
        await Promise.all(
          verifiedCodes
            .slice(start, start + 50)
            .map((code, offset) =>
              api(
                session.base,
                'PUT',
                `/api/tags/${byCode.get(code)}`,
                verifiedBody(start + offset, 'require'),
                ownerToken,
              ),
            ),
        );
      }
    };
    const { organisationId } = await api(session.base, 'GET', '/api/users/profile', null, ownerToken);
    return Object.assign(session, {
      email,
      password,
      owner,
      codes,
      verifiedCodes,
      requireVerifiedTaps,
      organisationId,
      paths: codes.map((code) => `/t/${code}`),
      ruledPaths: ruledCodes.map((code) => `/t/${code}`),
    });
  } catch (error) {
    await closeSession(session);
    throw error;
  }
}

/** (Re)starts the session's server on its DATA_DIR and database, stopping a running one first. */
async function restart(session) {
  if (session.child) await stop(session.child);
  session.child = null;
  ({ child: session.child, base: session.base } = await startServer(
    session.dataDir,
    session.port,
    session.databaseUrl,
    session.extraEnv,
  ));
}

async function closeSession(session) {
  if (session.child) await stop(session.child);
  await rm(session.dataDir, { recursive: true, force: true });
}

/** Link scans of the session's account as the tag list counts them (no bots). */
async function countStored(session, token) {
  const tags = await api(session.base, 'GET', '/api/tags', null, token);
  return tags.reduce((sum, tag) => sum + tag.scanCount, 0);
}

/** The stored count once the server is idle and two polls agree, so no earlier scan is still on its way. */
async function stableCount(session) {
  await waitUntilIdle(session.child.pid);
  const token = await signInOwner(session.base, session.email, session.password);
  let previous = await countStored(session, token);
  for (let attempt = 0; attempt < 120; attempt++) {
    await sleep(500);
    const stored = await countStored(session, token);
    if (stored === previous) return stored;
    previous = stored;
  }
  return previous;
}

/** Polls the stored count every POLL_MS until it reaches `target` or `timeoutSeconds` pass. */
async function waitForCount(session, target, timeoutSeconds) {
  const token = await signInOwner(session.base, session.email, session.password);
  const started = performance.now();
  for (;;) {
    const stored = await countStored(session, token);
    const seconds = (performance.now() - started) / 1000;
    if (stored >= target) return { stored, seconds, isSettled: true };
    if (seconds >= timeoutSeconds) return { stored, seconds, isSettled: false };
    await sleep(POLL_MS);
  }
}

/** Appends `lines` as one new journal segment, after every existing one and after the checkpoint. */
function writeJournalSegment(dataDir, lines) {
  const dir = path.join(dataDir, 'scan-journal');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const segments = readdirSync(dir)
    .map((name) => /^(\d{12})\.jsonl$/.exec(name)?.[1])
    .filter(Boolean)
    .map(Number);
  // A reader skips segments before its checkpoint, and it may have deleted every file up to it.
  let checkpoint = 0;
  try {
    checkpoint = Number(JSON.parse(readFileSync(path.join(dir, 'checkpoint.json'), 'utf8')).segment) || 0;
  } catch {}
  const seq = Math.max(0, checkpoint, ...segments) + 1;
  const file = path.join(dir, `${String(seq).padStart(12, '0')}.jsonl`);
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return file;
}

/** Scan link throughput, latency, CPU, memory and durability of one database, filled into `figures` as measured. */
async function scanSection(session, figures) {
  const { label, paths } = session;

  // The bare server runs in its own process, like ours, so neither shares the load generator's event loop.
  const codesFile = path.join(session.dataDir, 'codes.json');
  writeFileSync(codesFile, JSON.stringify(session.codes));
  const barePort = await freePort();
  const bare = spawn(process.execPath, ['-e', BARE_SERVER, codesFile, String(barePort)], {
    env: inheritedEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${barePort}/t/${session.codes[0]}`);
    console.log(`[${label}] Scan link load: bare server, then ours...`);
    // Warm both, then measure.
    await load(`http://127.0.0.1:${barePort}`, paths.slice(0, 100));
    const bareCpuBefore = cpuMicros(bare.pid);
    figures.bare = await load(`http://127.0.0.1:${barePort}`, paths);
    figures.bare.cpuPerRequest = (cpuMicros(bare.pid) - bareCpuBefore) / figures.bare.total;
  } finally {
    await stop(bare);
  }
  const warm = await load(session.base, paths);
  const { pid } = session.child;
  await waitUntilIdle(pid);
  const cpuBefore = cpuMicros(pid);
  figures.app = await load(session.base, paths);
  figures.app.cpuPerRequest = (cpuMicros(pid) - cpuBefore) / figures.app.total;
  await waitUntilIdle(pid);
  figures.app.cpuPerRequestWithTail = (cpuMicros(pid) - cpuBefore) / figures.app.total;
  figures.rssAfterScans = residentMb(pid);
  figures.maxScansPerTag = (warm.total + figures.app.total) / paths.length;

  // The same load against tags with 10 rules each, none matching; tags of their own, so the flood guard's counts
  // of the loads above do not change what a scan costs. Measured plain, ruled, ruled, plain (each after the server
  // is idle) and compared mean against mean, so a drift of the machine during the runs cancels out.
  if (session.ruledPaths.length > 0) {
    const ruledWarm = await load(session.base, session.ruledPaths);
    const ruledRuns = [];
    for (let run = 0; run < 2; run++) {
      await waitUntilIdle(pid);
      const ruledCpuBefore = cpuMicros(pid);
      const ruled = await load(session.base, session.ruledPaths);
      ruled.cpuPerRequest = (cpuMicros(pid) - ruledCpuBefore) / ruled.total;
      ruledRuns.push(ruled);
    }
    await waitUntilIdle(pid);
    const plainAgain = await load(session.base, paths);
    figures.ruled = meanOfLoads(ruledRuns);
    figures.plainPair = meanOfLoads([figures.app, plainAgain]);
    figures.maxScansPerTag = Math.max(
      figures.maxScansPerTag + plainAgain.total / paths.length,
      (ruledWarm.total + ruledRuns[0].total + ruledRuns[1].total) / session.ruledPaths.length,
    );
  }

  if (session.verifiedCodes?.length > 0) await verifiedTapSection(session, figures);

  // SIGTERM: count what is stored, send a fixed number of scans, stop the server at once as a deployment
  // would, start it again, and count again. A fresh process first, so the flood guard's per-minute counts of
  // the loads above do not swallow the burst.
  console.log(`[${label}] SIGTERM after a burst of ${LOSS_CHECK_SCANS} scans...`);
  await restart(session);
  let before = await stableCount(session);
  const burst = await load(session.base, paths, { amount: LOSS_CHECK_SCANS });
  await restart(session);
  const afterTerm = await waitForCount(session, before + burst.redirects, SETTLE_TIMEOUT_SECONDS);
  figures.maxScansPerTag = Math.max(figures.maxScansPerTag, burst.redirects / paths.length);
  figures.sigterm = {
    redirected: burst.redirects,
    stored: afterTerm.stored - before,
    seconds: afterTerm.seconds,
    isSettled: afterTerm.isSettled,
  };

  // SIGKILL: a crash in the middle of a load; autocannon's 3xx are the scans the server answered.
  console.log(`[${label}] SIGKILL ${KILL_AFTER_MS / 1000} s into a ${KILL_LOAD_SECONDS} s load...`);
  before = await stableCount(session);
  const killed = session.child;
  const crashLoad = load(session.base, paths, { duration: KILL_LOAD_SECONDS });
  await sleep(KILL_AFTER_MS);
  await stop(killed, 'SIGKILL');
  const crash = await crashLoad;
  figures.maxScansPerTag = Math.max(figures.maxScansPerTag, crash.redirects / paths.length);
  session.child = null;
  try {
    await restart(session);
  } catch (error) {
    figures.sigkill = { redirected: crash.redirects, error: `no restart after SIGKILL: ${error.message}` };
    return;
  }
  const afterKill = await waitForCount(session, before + crash.redirects, SETTLE_TIMEOUT_SECONDS);
  figures.sigkill = {
    redirected: crash.redirects,
    stored: afterKill.stored - before,
    seconds: afterKill.seconds,
    isSettled: afterKill.isSettled,
  };

  // Backlog: 100,000 scans waiting in the journal when the server starts.
  console.log(`[${label}] Draining a backlog of ${BACKLOG_SCANS} journaled scans...`);
  const token = await signInOwner(session.base, session.email, session.password);
  const tagIds = (await api(session.base, 'GET', '/api/tags', null, token)).slice(0, BACKLOG_TAGS).map((tag) => tag.id);
  before = await stableCount(session);
  await stop(session.child);
  session.child = null;
  const at = Date.now();
  const lines = Array.from({ length: BACKLOG_SCANS }, (_, index) =>
    JSON.stringify({
      id: randomUUID(),
      at,
      ownerId: session.owner.organisationId,
      tagId: tagIds[index % tagIds.length],
      vcfConfigId: null,
      kind: 'link',
      source: 'nfc',
      viaTagId: null,
      ip: '203.0.113.7',
      userAgent: UA,
      language: 'en-US',
      referrer: null,
      country: null,
    }),
  );
  writeJournalSegment(session.dataDir, lines);
  await restart(session);
  const drain = await waitForCount(session, before + BACKLOG_SCANS, DRAIN_TIMEOUT_SECONDS);
  figures.backlog = { stored: drain.stored - before, seconds: drain.seconds, isSettled: drain.isSettled };

  if (session.databaseUrl) await outageSection(session, figures);
}

/**
 * A database outage under load (PostgreSQL): the server reaches its database through a TCP proxy in this process,
 * which drops every connection and refuses new ones for OUTAGE_SECONDS while scans keep coming at a steady rate.
 */
async function outageSection(session, figures) {
  console.log(`[${session.label}] A ${OUTAGE_SECONDS} s database outage under load...`);
  const direct = session.databaseUrl;
  const proxy = await openDatabaseProxy(new URL(direct));
  try {
    session.databaseUrl = proxy.url;
    await restart(session);
    // Every tag's target in the cache (60 s) first: the link answers from it while the database is away.
    await load(session.base, session.paths, { amount: session.paths.length });
    const before = await stableCount(session);
    const steady = load(session.base, session.paths, { duration: OUTAGE_SECONDS + 8, rate: OUTAGE_RATE });
    await sleep(3_000);
    proxy.cut();
    await sleep(OUTAGE_SECONDS * 1000);
    proxy.restore();
    const outage = await steady;
    const after = await waitForCount(session, before + outage.redirects, SETTLE_TIMEOUT_SECONDS);
    figures.outage = {
      redirected: outage.redirects,
      stored: after.stored - before,
      seconds: after.seconds,
      isSettled: after.isSettled,
      errors: outage.errors,
    };
  } finally {
    session.databaseUrl = direct;
    await restart(session);
    await proxy.close();
  }
}

/** A TCP proxy to the database that can be cut (every connection dropped, new ones refused) and restored. */
async function openDatabaseProxy(target) {
  const sockets = new Set();
  let server = null;
  let port = 0;
  const listen = () =>
    new Promise((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = server.address().port;
        resolve();
      });
    });
  const close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  await listen();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), cut: () => void close(), restore: listen, close };
}

/**
 * Issue 31: the scan link of tags that record verified taps, each request with a fresh SUN message, against plain
 * tags measured around it. The first tap of each chip binds it (a database write) before anything is measured.
 */
async function verifiedTapSection(session, figures) {
  const { pid } = session.child;
  const codesFile = path.join(session.dataDir, 'verified-codes.json');
  const pathsFile = path.join(session.dataDir, 'verified-paths.json');
  writeFileSync(codesFile, JSON.stringify(session.verifiedCodes));
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/bench/sun-paths.ts',
      session.organisationId,
      codesFile,
      String(VERIFIED_TAPS_PER_TAG),
      pathsFile,
      SUN_KEYS.metaReadKey,
      SUN_KEYS.fileReadKey,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`making SUN messages failed: ${made.stderr}`);
  const all = JSON.parse(readFileSync(pathsFile, 'utf8'));
  const binding = all.slice(0, session.verifiedCodes.length);
  const bound = await load(session.base, binding, { amount: binding.length });
  if (bound.redirects !== binding.length) throw new Error(`binding the chips: ${bound.redirects} of ${binding.length}`);
  // Each measured load has its own messages; one that needs more than its share comes round again (replays).
  const rest = all.slice(binding.length);
  const share = Math.floor(rest.length / (2 * VERIFIED_ROUNDS + 2));
  const shares = Array.from({ length: 2 * VERIFIED_ROUNDS + 2 }, (_, index) =>
    rest.slice(index * share, (index + 1) * share),
  );
  // Plain tags as many as the verified ones, so each tag gets as many scans from the bench's one address and the
  // flood guard flags the same share in both loads (flagged scans cost the writer less).
  const plainPaths = session.paths.slice(0, binding.length);
  // Each load's CPU a request: the process's during the load, the main thread's, and the process's until it is
  // idle again (the writer's work on the load's scans included), so the gap shows where it is spent.
  const measured = async (paths) => {
    await waitUntilIdle(pid);
    const [cpuBefore, mainBefore, threadsBefore] = [cpuMicros(pid), mainThreadCpuMicros(pid), eachThreadCpuMicros(pid)];
    const figures = await load(session.base, paths);
    figures.cpuPerRequest = (cpuMicros(pid) - cpuBefore) / figures.total;
    figures.mainPerRequest = (mainThreadCpuMicros(pid) - mainBefore) / figures.total;
    figures.otherThreads = busiestOtherThreads(pid, threadsBefore, eachThreadCpuMicros(pid), figures.total);
    await waitUntilIdle(pid);
    figures.cpuPerRequestWithTail = (cpuMicros(pid) - cpuBefore) / figures.total;
    return figures;
  };
  /** A load of SUN messages, and the share of its requests that carried a fresh counter. */
  const measuredFresh = async (paths) => {
    const figures = await measured(paths);
    figures.fresh = Math.min(1, paths.length / figures.total);
    return figures;
  };
  // Rounds of plain, verified, verified, plain: a drift of the machine within a round weighs on both sides alike,
  // and the rounds' spread shows how far one comparison can be trusted on this machine.
  const verifiedRuns = [];
  const plainRuns = [];
  figures.verifiedRounds = [];
  for (let round = 0; round < VERIFIED_ROUNDS; round++) {
    const plainBefore = await measured(plainPaths);
    const pair = [];
    for (const paths of shares.slice(2 * round, 2 * round + 2)) pair.push(await measuredFresh(paths));
    const plainAfter = await measured(plainPaths);
    verifiedRuns.push(...pair);
    plainRuns.push(plainBefore, plainAfter);
    figures.verifiedRounds.push(meanOfLoads(pair).rps / meanOfLoads([plainBefore, plainAfter]).rps - 1);
  }
  // Then the same tags switched to `require`: the scan link checks each message before it answers (decisions 043 and
  // 045), in memory on one copy, against the database on several (decision 037). One round, plain, required, required, plain.
  await session.requireVerifiedTaps();
  const requiredRuns = [];
  const plainAroundRequired = [await measured(plainPaths)];
  for (const paths of shares.slice(2 * VERIFIED_ROUNDS)) requiredRuns.push(await measuredFresh(paths));
  plainAroundRequired.push(await measured(plainPaths));
  const cpuOf = (loads) => ({
    mainPerRequest: loads.reduce((sum, item) => sum + item.mainPerRequest, 0) / loads.length,
    cpuPerRequestWithTail: loads.reduce((sum, item) => sum + item.cpuPerRequestWithTail, 0) / loads.length,
  });
  figures.verified = { ...meanOfLoads(verifiedRuns), ...cpuOf(verifiedRuns) };
  figures.verified.fresh = Math.min(...verifiedRuns.map((run) => run.fresh));
  figures.verifiedPlain = { ...meanOfLoads(plainRuns), ...cpuOf(plainRuns) };
  figures.required = { ...meanOfLoads(requiredRuns), ...cpuOf(requiredRuns) };
  figures.required.fresh = Math.min(...requiredRuns.map((run) => run.fresh));
  figures.requiredPlain = { ...meanOfLoads(plainAroundRequired), ...cpuOf(plainAroundRequired) };
  // Each load's main thread and busiest other threads, by kind of load, each kind in the order its loads ran.
  figures.threadLines = [
    ...plainRuns.map((run, index) => [`plain ${index + 1}`, run]),
    ...verifiedRuns.map((run, index) => [`verified ${index + 1}`, run]),
    ...plainAroundRequired.map((run, index) => [`plain around required ${index + 1}`, run]),
    ...requiredRuns.map((run, index) => [`required ${index + 1}`, run]),
  ].map(
    ([name, run]) =>
      `${name}: ${Math.round(run.rps)} req/s, main ${run.mainPerRequest.toFixed(1)}, ${run.otherThreads}`,
  );
}

function printScanTable(runs) {
  const f = (value) => (value === undefined ? '-' : value.toFixed(0)).padStart(10);
  const lossLine = (name, { redirected, stored, seconds, isSettled, error }, how) => {
    if (error) return `${name}: ${redirected} redirected ${how}; ${error}`;
    const lost = redirected - stored;
    const verdict = lost === 0 ? 'none lost' : lost > 0 ? `${lost} LOST` : `${-lost} more stored than redirected`;
    const settled = isSettled ? `settled in ${seconds.toFixed(1)} s` : `not settled in ${SETTLE_TIMEOUT_SECONDS} s`;
    return `${name}: ${redirected} redirected ${how}; ${stored} stored after the restart (${settled}) -> ${verdict}`;
  };
  console.log(
    '\nScan link /t/{code}: 302, %d tags, %d connections, %d s per load; CPU counts all threads',
    TAGS,
    CONNECTIONS,
    DURATION,
  );
  for (const run of runs) {
    const columns = ['req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'CPU µs/req'];
    console.log(`\n${`[${run.label}]`.padEnd(18)} ${columns.map((name) => name.padStart(10)).join(' ')}`);
    for (const [name, row] of [
      ['bare node:http', run.bare],
      ['this server', run.app],
      ['  10 rules a tag', run.ruled],
      ['  plain, mean of 2', run.plainPair],
      ['  verified taps', run.verified],
      ['  plain around them', run.verifiedPlain],
      ['  required taps', run.required],
      ['  plain around them', run.requiredPlain],
    ]) {
      if (row)
        console.log(
          `${name.padEnd(18)} ${[row.rps, row.p50, row.p99, row.total, row.errors, row.cpuPerRequest].map(f).join(' ')}`,
        );
    }
    if (run.bare && run.app) {
      console.log(
        `ratio (throughput)  ${(run.app.rps / run.bare.rps).toFixed(2)}   p99 ratio ${(run.app.p99 / Math.max(1, run.bare.p99)).toFixed(2)}`,
      );
    }
    if (run.bare && run.app && run.ruled) {
      const ruledRatio = run.ruled.rps / run.bare.rps;
      // Ruled (2 runs) against plain (its run above and one after the ruled ones), mean against mean.
      const change = (run.ruled.rps / (run.plainPair ?? run.app).rps - 1) * 100;
      console.log(
        `ratio, 10 rules    ${ruledRatio.toFixed(2)}   p99 ratio ${(run.ruled.p99 / Math.max(1, run.bare.p99)).toFixed(2)}   ${change >= 0 ? '+' : ''}${change.toFixed(1)}% throughput against plain tags (plain, ruled, ruled, plain)${change < -5 ? ' (MORE THAN 5% LOWER)' : ''}`,
      );
    }
    if (run.verified && run.verifiedPlain) {
      const change = (run.verified.rps / run.verifiedPlain.rps - 1) * 100;
      console.log(
        `verified taps      ${change >= 0 ? '+' : ''}${change.toFixed(1)}% throughput against plain tags, p99 ${run.verified.p99.toFixed(0)} ms against ${run.verifiedPlain.p99.toFixed(0)} ms; ${(run.verified.fresh * 100).toFixed(0)}% of the requests carried a fresh counter${change < -10 ? ' (MORE THAN 10% LOWER)' : ''}`,
      );
      const cpu = (row) =>
        `${row.mainPerRequest.toFixed(1)} µs main thread, ${row.cpuPerRequestWithTail.toFixed(1)} µs until idle`;
      console.log(`  CPU a request: verified ${cpu(run.verified)}; plain ${cpu(run.verifiedPlain)}`);
      const rounds = run.verifiedRounds.map((change) => `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%`);
      console.log(`  each round (plain, verified, verified, plain): ${rounds.join(', ')}`);
    }
    if (run.required && run.requiredPlain) {
      const change = (run.required.rps / run.requiredPlain.rps - 1) * 100;
      console.log(
        `required taps      ${change >= 0 ? '+' : ''}${change.toFixed(1)}% throughput against plain tags, p99 ${run.required.p99.toFixed(0)} ms against ${run.requiredPlain.p99.toFixed(0)} ms; ${(run.required.fresh * 100).toFixed(0)}% of the requests carried a fresh counter`,
      );
      console.log(
        `  CPU a request: required ${run.required.mainPerRequest.toFixed(1)} µs main thread; plain ${run.requiredPlain.mainPerRequest.toFixed(1)} µs`,
      );
      console.log('  µs of CPU a request during each load, by thread:');
      for (const line of run.threadLines) console.log(`    ${line}`);
    }
    if (run.rssAfterScans !== undefined) {
      console.log(
        `CPU per scan: ${run.app.cpuPerRequest.toFixed(0)} µs during the load, ${run.app.cpuPerRequestWithTail.toFixed(0)} µs until the server was idle again`,
      );
      console.log(`memory: ${run.rssAfterScans.toFixed(0)} MB resident after the scan load`);
    }
    if (run.sigterm) console.log(lossLine('SIGTERM', run.sigterm, 'in a burst, then SIGTERM at once'));
    if (run.sigkill) {
      console.log(
        lossLine('SIGKILL', run.sigkill, `in a ${KILL_LOAD_SECONDS} s load, SIGKILL after ${KILL_AFTER_MS / 1000} s`),
      );
    }
    if (run.backlog?.isSettled) {
      console.log(
        `backlog: ${BACKLOG_SCANS} journaled scans stored ${run.backlog.seconds.toFixed(1)} s after /api/health answered (${(BACKLOG_SCANS / run.backlog.seconds).toFixed(0)} scans/s)`,
      );
    } else if (run.backlog) {
      console.log(
        `backlog: NOT drained after ${DRAIN_TIMEOUT_SECONDS} s: ${run.backlog.stored} of ${BACKLOG_SCANS} journaled scans stored`,
      );
    }
    if (run.outage) {
      console.log(
        `${lossLine('outage', run.outage, `at ${OUTAGE_RATE}/s over ${OUTAGE_SECONDS + 8} s, the database away for ${OUTAGE_SECONDS} s of them`).replace(' after the restart', ' once it was back')}; ${run.outage.errors} errors`,
      );
    }
    if (run.maxScansPerTag > FLOOD_GUARD_SCANS_PER_MINUTE) {
      console.log(
        `note: up to ${run.maxScansPerTag.toFixed(0)} scans per tag from one IP in a phase; beyond ${FLOOD_GUARD_SCANS_PER_MINUTE} a minute the server's flood guard stops counting them (raise BENCH_TAGS)`,
      );
    }
    if (run.error) console.log(`FAILED: ${run.error}`);
  }
}

/** API latency with 1.1M seeded scans and Lighthouse, on the session's server; prints its own figures. */
async function apiSection(session) {
  const { email, password, owner: firstOwner } = session;
  if (!session.child) await restart(session);
  // An account of 1,000 tags, 100,000 scans and 20 orders; and one tag of the first account with a million scans.
  console.log('Preparing the API account (1,000 tags, 20 orders) and 1.1 million scans...');
  const second = await prepare(session.base);
  const secondToken = await signInOwner(session.base, second.email, second.password);
  const secondTags = [];
  for (let start = 0; start < 1_000; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: 50 }, (_, offset) =>
        api(
          session.base,
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
    const response = await fetch(`${session.base}/api/orders/request`, {
      method: 'POST',
      headers: { 'x-auth-token': secondToken, 'x-forwarded-for': `10.9.8.${index}` },
      body: form,
    });
    if (!response.ok) throw new Error(`order: ${response.status} ${await response.text()}`);
  }
  const firstTags = await api(session.base, 'GET', '/api/tags', null, await signInOwner(session.base, email, password));
  const millionTag = firstTags[0];
  await stop(session.child);
  session.child = null;
  console.log('Seeding scans with the server stopped...');
  const seeding = performance.now();
  await withDatabase(session.dataDir, session.databaseUrl, async (query) => {
    // A site with a year of history has a partition for each of its months.
    await query("select ensure_scan_partitions((now() - interval '13 months')::date, now()::date)");
    // Scans belong to the organisation (decision 017).
    await query(SEED_SCANS, [firstOwner.organisationId, [millionTag.id], 1_000_000, 365]);
    await query(SEED_SCANS, [second.owner.organisationId, secondTags.map((tag) => tag.id), 100, 90]);
    await query('analyze scans');
  });
  const seedSeconds = (performance.now() - seeding) / 1000;
  console.log(`Seeded in ${seedSeconds.toFixed(0)} s; measuring the API...`);
  await restart(session);
  const { base } = session;
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
  console.log(
    `\nAPI latency, sequential requests (database: ${session.databaseUrl ? 'PostgreSQL server' : 'embedded'}; 1.1M scans seeded in ${seedSeconds.toFixed(0)} s)`,
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
}

/**
 * An export of the session's account (its organisation's scans: a million in a full run): resident memory idle
 * before and at its peak while the zip is built, the time until ready, the zip's size and its download time.
 */
async function exportSection(session, scansLabel) {
  const { base, child } = session;
  const token = await signInOwner(base, session.email, session.password);
  await waitUntilIdle(child.pid);
  const before = residentMb(child.pid);
  const started = performance.now();
  const { id } = await api(base, 'POST', '/api/organisation/exports', {}, token);
  let peak = before;
  let state;
  for (;;) {
    peak = Math.max(peak, residentMb(child.pid));
    state = await api(base, 'GET', `/api/organisation/exports/${id}`, null, token);
    if (state.status === 'ready' || state.status === 'failed') break;
    if (performance.now() - started > EXPORT_TIMEOUT_SECONDS * 1000) throw new Error('the export did not finish');
    await sleep(100);
  }
  const buildSeconds = (performance.now() - started) / 1000;
  if (state.status === 'failed') throw new Error(`the export failed: ${JSON.stringify(state)}`);
  const downloading = performance.now();
  const response = await fetch(`${base}${state.downloadUrl}`);
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    peak = Math.max(peak, residentMb(child.pid));
  }
  const downloadSeconds = (performance.now() - downloading) / 1000;
  await waitUntilIdle(child.pid);
  const after = residentMb(child.pid);
  console.log(
    `\nOrganisation export (database: ${session.databaseUrl ? 'PostgreSQL server' : 'embedded'}; ${scansLabel})`,
  );
  console.log(`resident memory idle before        ${before.toFixed(0).padStart(8)} MB`);
  console.log(
    `resident memory peak while building ${peak.toFixed(0).padStart(7)} MB (+${(peak - before).toFixed(0)} MB)`,
  );
  console.log(`resident memory idle after         ${after.toFixed(0).padStart(8)} MB`);
  console.log(`time until ready                   ${buildSeconds.toFixed(1).padStart(8)} s`);
  console.log(`zip size                           ${(state.sizeBytes / 1_048_576).toFixed(1).padStart(8)} MB`);
  console.log(
    `download (${(bytes / 1_048_576).toFixed(1)} MB)                ${downloadSeconds.toFixed(1).padStart(8)} s`,
  );
}

/** A server on a fresh DATA_DIR with an account of 10 tags and EXPORT_SCANS scans, seeded while it is stopped. */
async function openExportSession(databaseUrl) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nfc-bench-'));
  const session = { label: 'export', databaseUrl, dataDir, port: await freePort(), child: null, base: null };
  await restart(session);
  const { email, password, owner } = await prepare(session.base);
  const token = await signInOwner(session.base, email, password);
  const tags = [];
  for (let index = 0; index < 10; index++) {
    tags.push(
      await api(
        session.base,
        'POST',
        '/api/tags',
        { name: `Export ${index}`, actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/e' } },
        token,
      ),
    );
  }
  await stop(session.child);
  session.child = null;
  console.log(`Seeding ${EXPORT_SCANS.toLocaleString('en')} scans with the server stopped...`);
  const seeding = performance.now();
  await withDatabase(dataDir, databaseUrl, async (query) => {
    await query("select ensure_scan_partitions((now() - interval '13 months')::date, now()::date)");
    await query(SEED_SCANS, [owner.organisationId, tags.map((tag) => tag.id), Math.ceil(EXPORT_SCANS / 10), 365]);
    await query('analyze scans');
  });
  console.log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  await restart(session);
  return Object.assign(session, { email, password, owner });
}

/** Requests a second under API_CONNECTIONS connections against one URL with the given headers. */
async function throughput(url, headers) {
  const result = await autocannon({ url, connections: API_CONNECTIONS, duration: DURATION, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * A crowd on one tag's link: `amount` scans from as many addresses (through one trusted proxy hop) and a few phones,
 * as fast as the server answers; then waits until the writer has stored them all.
 */
async function crowdOnTag(session, token, tag, amount) {
  let index = 0;
  const agents = [
    UA,
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  ];
  const languages = ['de-DE,de;q=0.9', 'en-US,en;q=0.8', 'fr-FR'];
  const started = performance.now();
  const result = await autocannon({
    url: session.base,
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        setupRequest: (request) => {
          const n = index++;
          return {
            ...request,
            path: `/t/${tag.userFacingId}${n % 5 === 0 ? '?src=qr' : ''}`,
            headers: {
              ...request.headers,
              'user-agent': agents[n % agents.length],
              'accept-language': languages[n % languages.length],
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
          };
        },
      },
    ],
  });
  const redirects = result['3xx'] ?? 0;
  for (let attempt = 0; attempt < DRAIN_TIMEOUT_SECONDS * 4; attempt++) {
    const [stored] = (await api(session.base, 'GET', '/api/tags', null, token)).filter((row) => row.id === tag.id);
    if (stored.scanCount >= redirects) break;
    await sleep(250);
  }
  // From the first scan until the last one is stored.
  const seconds = (performance.now() - started) / 1000;
  return { redirects, rps: result.requests.average, seconds };
}

/**
 * Section 11 on a fresh server: health, profile, 200 tags listed with a session and with an API key, and 30 days of
 * a tag's analytics, quiet and right after a crowd of CROWD_SCANS scans on it; the resident memory idle and after
 * the crowd.
 */
async function apiThroughputSection(label, databaseUrl) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nfc-bench-'));
  const session = {
    label,
    databaseUrl,
    dataDir,
    port: await freePort(),
    child: null,
    base: null,
    extraEnv: { TRUST_PROXY: '1' },
  };
  try {
    await restart(session);
    const { email, password } = await prepare(session.base);
    const token = await signInOwner(session.base, email, password);
    const created = [];
    for (let start = 0; start < API_TAGS; start += 50) {
      created.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, (_, offset) =>
            api(
              session.base,
              'POST',
              '/api/tags',
              {
                name: `Throughput ${start + offset}`,
                actionType: 'WEBSITE_LINK',
                actionData: { url: 'https://example.com/t' },
              },
              token,
            ),
          ),
        )),
      );
    }
    const [quiet, busy] = created;
    const idleMb = await settledMb(session.child.pid);
    await fetch(`${session.base}/t/${quiet.userFacingId}`, { redirect: 'manual' });
    const { key } = await api(session.base, 'POST', '/api/api-keys', { name: 'Bench', scopes: ['tags:read'] }, token);
    const signedIn = { 'x-auth-token': token };
    const runs = [
      ['GET /api/health', '/api/health', {}],
      ['GET /api/users/profile (session)', '/api/users/profile', signedIn],
      [`GET /api/tags, ${API_TAGS} tags (session)`, '/api/tags', signedIn],
      [`GET /api/tags, ${API_TAGS} tags (API key)`, '/api/tags', { authorization: `Bearer ${key}` }],
      // What a browser asks for: the answer compressed (brotli, quality 4).
      [
        `GET /api/tags, ${API_TAGS} tags (session, compressed)`,
        '/api/tags',
        { ...signedIn, 'accept-encoding': 'br, gzip' },
      ],
      ['GET /api/tags/{id}/analytics, 30 days, a quiet tag', `/api/tags/${quiet.id}/analytics`, signedIn],
    ];
    const figures = [];
    for (const [name, url, headers] of runs) figures.push([name, await throughput(`${session.base}${url}`, headers)]);
    console.log(`\n[${label}] A crowd of ${CROWD_SCANS.toLocaleString('en')} scans on one tag...`);
    const crowd = await crowdOnTag(session, token, busy, CROWD_SCANS);
    const analytics = await api(session.base, 'GET', `/api/tags/${busy.id}/analytics`, null, token);
    figures.push([
      `GET /api/tags/{id}/analytics, 30 days, right after ${analytics.totalScans.toLocaleString('en')} scans today`,
      await throughput(`${session.base}/api/tags/${busy.id}/analytics`, signedIn),
    ]);
    // /api/health again once the writer has drained: the shares are of the mean of both runs.
    figures.push(['GET /api/health (again, after the crowd)', await throughput(`${session.base}/api/health`, {})]);
    const crowdMb = await settledMb(session.child.pid);
    const health = (figures[0][1].rps + figures.at(-1)[1].rps) / 2;
    console.log(`\nAPI throughput (${label}), ${API_CONNECTIONS} connections, ${DURATION} s each`);
    console.log('| route | req/s | p50 ms | p99 ms | share of /api/health | errors |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, figure] of figures) {
      const share = (figure.rps / health).toFixed(3);
      console.log(
        `| ${name} | ${Math.round(figure.rps)} | ${figure.p50} | ${figure.p99} | ${share} | ${figure.errors} |`,
      );
    }
    console.log(
      `The crowd: ${crowd.redirects.toLocaleString('en')} redirects at ${Math.round(crowd.rps)} req/s, all stored ` +
        `${crowd.seconds.toFixed(1)} s after it began. Resident memory, 35 s after the server fell idle: ` +
        `${Math.round(idleMb)} MB after the start and the 200 tags, ${Math.round(crowdMb)} MB after the loads and ` +
        'the crowd. Shares are of the mean of the two /api/health runs.',
    );
  } finally {
    await closeSession(session);
  }
}

/**
 * Section 12 (issue 33): the scan link under a crowd, as the issue measures it. wrk (Debian's) with
 * bench/visitors.lua: 50 connections, every request from another address in X-Forwarded-For through one trusted
 * proxy hop (TRUST_PROXY=1), all on one tag. Runs bare, ours, bare, ours, each after our writer has drained (so the
 * bare server never shares the machine with it); the ratio is of the means. Then the sustained rate: the scans ours
 * answered over the load and the writer's drain until all are stored, per second.
 */
const CROWD_CONNECTIONS = 50;
const VISITORS_SCRIPT = path.join(root, 'apps/server/bench/visitors.lua');

function wrk(url, seconds = DURATION) {
  const run = spawnSync(
    'wrk',
    ['-t1', `-c${CROWD_CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', VISITORS_SCRIPT, url],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.error}`);
  const out = run.stdout;
  const number = (pattern) => Number(out.match(pattern)?.[1] ?? Number.NaN);
  const ms = (pattern) => {
    const found = out.match(pattern);
    if (!found) return Number.NaN;
    const factor = { us: 0.001, ms: 1, s: 1000 }[found[2]] ?? Number.NaN;
    return Number(found[1]) * factor;
  };
  const total = number(/(\d+) requests in/);
  const other = number(/Non-2xx or 3xx responses: (\d+)/);
  const socketErrors = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: ms(/\s50%\s+([\d.]+)(us|ms|s)/),
    p99: ms(/\s99%\s+([\d.]+)(us|ms|s)/),
    total,
    // wrk counts 2xx and 3xx alike; everything ours answers here is a 302.
    answered: total - (Number.isNaN(other) ? 0 : other),
    errors:
      (Number.isNaN(other) ? 0 : other) + (socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
  };
}

async function crowdSection(label, databaseUrl) {
  if (spawnSync('wrk', ['--version']).error) {
    console.log(`\n[${label}] Crowd load skipped: wrk is not installed (apt-get install wrk)`);
    return null;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nfc-bench-crowd-'));
  const session = { label, databaseUrl, dataDir, port: await freePort(), child: null, base: null };
  session.extraEnv = { TRUST_PROXY: '1' };
  const barePort = await freePort();
  let bare = null;
  try {
    await restart(session);
    console.log(`\n[${label}] Crowd load (wrk, ${CROWD_CONNECTIONS} connections, a new address each request)...`);
    const { email, password } = await prepare(session.base);
    Object.assign(session, { email, password });
    const token = await signInOwner(session.base, email, password);
    const tag = await api(
      session.base,
      'POST',
      '/api/tags',
      {
        name: 'Crowd',
        actionType: 'WEBSITE_LINK',
        actionData: { url: 'https://example.com/crowd' },
      },
      token,
    );
    const codesFile = path.join(dataDir, 'codes.json');
    writeFileSync(codesFile, JSON.stringify([tag.userFacingId]));
    bare = spawn(process.execPath, ['-e', BARE_SERVER, codesFile, String(barePort)], {
      env: inheritedEnv,
      stdio: 'ignore',
    });
    const bareUrl = `http://127.0.0.1:${barePort}/t/${tag.userFacingId}`;
    const ourUrl = `${session.base}/t/${tag.userFacingId}`;
    await waitFor(bareUrl);
    const { pid } = session.child;
    const storedCount = async () => (await api(session.base, 'GET', `/api/tags/${tag.id}`, null, token)).scanCount;
    /** The stored count once the writer has drained: unchanged over a second. */
    const settledCount = async () => {
      let previous = await storedCount();
      for (;;) {
        await sleep(1_000);
        const stored = await storedCount();
        if (stored === previous) return stored;
        previous = stored;
      }
    };
    // Warm both.
    wrk(bareUrl, 3);
    wrk(ourUrl, 3);
    const bareRuns = [];
    const ourRuns = [];
    for (let round = 0; round < 2; round++) {
      // Each bare run starts once our writer has drained, so the two never share the machine.
      await settledCount();
      await waitUntilIdle(pid);
      const bareCpu = mainThreadCpuMicros(bare.pid);
      const bareRun = wrk(bareUrl);
      bareRun.cpuPerRequest = (mainThreadCpuMicros(bare.pid) - bareCpu) / bareRun.total;
      bareRuns.push(bareRun);
      await waitUntilIdle(pid);
      const before = await settledCount();
      const started = performance.now();
      const threads = threadCpuMicros(pid);
      const run = wrk(ourUrl);
      const threadsAfter = threadCpuMicros(pid);
      run.cpuPerRequest = (threadsAfter.main - threads.main) / run.total;
      run.threads = threadCostsPerRequest(threads, threadsAfter, run.total);
      const loadSeconds = (performance.now() - started) / 1000;
      const drained = await waitForCrowd(storedCount, before + run.answered);
      run.stored = drained.stored - before;
      run.drainSeconds = drained.seconds;
      run.sustained = run.stored / (loadSeconds + drained.seconds);
      ourRuns.push(run);
    }
    const mean = (runs, key) => runs.reduce((sum, run) => sum + run[key], 0) / runs.length;
    const figures = {
      bare: {
        rps: mean(bareRuns, 'rps'),
        p99: mean(bareRuns, 'p99'),
        p50: mean(bareRuns, 'p50'),
        cpuPerRequest: mean(bareRuns, 'cpuPerRequest'),
      },
      ours: {
        rps: mean(ourRuns, 'rps'),
        cpuPerRequest: mean(ourRuns, 'cpuPerRequest'),
        p99: mean(ourRuns, 'p99'),
        p50: mean(ourRuns, 'p50'),
        answered: ourRuns.reduce((sum, run) => sum + run.answered, 0),
        stored: ourRuns.reduce((sum, run) => sum + run.stored, 0),
        errors: ourRuns.reduce((sum, run) => sum + run.errors, 0),
        drainSeconds: Math.max(...ourRuns.map((run) => run.drainSeconds)),
        sustained: mean(ourRuns, 'sustained'),
      },
      runs: { bare: bareRuns, ours: ourRuns },
    };
    console.log(
      `\nScan link under a crowd (${label}): wrk ${CROWD_CONNECTIONS} connections, ${DURATION} s a run, bare/ours twice`,
    );
    console.log('| | req/s | p50 ms | p99 ms | main thread CPU per request, µs |');
    console.log('|---|---|---|---|---|');
    for (const [name, figure] of [
      ['bare node:http', figures.bare],
      ['ours', figures.ours],
    ])
      console.log(
        `| ${name} | ${Math.round(figure.rps)} | ${figure.p50.toFixed(2)} | ${figure.p99.toFixed(2)} | ${figure.cpuPerRequest.toFixed(1)} |`,
      );
    console.log(
      `Ratio ${(figures.ours.rps / figures.bare.rps).toFixed(2)} of bare, p99 ${(figures.ours.p99 / figures.bare.p99).toFixed(1)}x; ` +
        `runs: bare ${bareRuns.map((run) => Math.round(run.rps)).join(', ')}, ours ${ourRuns.map((run) => Math.round(run.rps)).join(', ')}. ` +
        `Answered ${figures.ours.answered}, stored ${figures.ours.stored} ` +
        `(${figures.ours.answered === figures.ours.stored ? 'none lost' : figures.ours.stored < figures.ours.answered ? `${figures.ours.answered - figures.ours.stored} LOST` : `${figures.ours.stored - figures.ours.answered} more than answered`}), ` +
        `errors ${figures.ours.errors}; the writer drained within ${figures.ours.drainSeconds.toFixed(1)} s of a load's end; ` +
        `sustained ${Math.round(figures.ours.sustained)} scans answered and stored a second.`,
    );
    for (const [index, run] of ourRuns.entries())
      console.log(`Ours, run ${index + 1}: µs of CPU a request, ${run.threads}.`);
    return figures;
  } finally {
    if (bare) await stop(bare);
    await closeSession(session);
  }
}

/** Polls a stored count every POLL_MS until it reaches `target` (BENCH_DRAIN_TIMEOUT at most): the writer's drain. */
async function waitForCrowd(storedCount, target) {
  const started = performance.now();
  for (;;) {
    const stored = await storedCount();
    const seconds = (performance.now() - started) / 1000;
    if (stored >= target || seconds >= DRAIN_TIMEOUT_SECONDS) return { stored, seconds };
    await sleep(POLL_MS);
  }
}

/**
 * Runs one of apps/server/bench's micro-benches as the server runs its code: bundled by esbuild as build.mjs bundles
 * it. (tsx keeps every function's name, which makes each closure of a hot path cost a call more than in dist.)
 */
async function microBench(name) {
  const { build } = await import('esbuild');
  const server = path.join(root, 'apps/server');
  const { dependencies } = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));
  // Beside dist/main.js, so that its packages resolve as the server's do.
  const outfile = path.join(server, 'dist', `bench-${name}.mjs`);
  await build({
    entryPoints: [path.join(server, 'bench', `${name}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys(dependencies).filter((dependency) => !dependency.startsWith('@nfc/')),
    logLevel: 'warning',
  });
  const run = spawnSync(process.execPath, [outfile], { cwd: root, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trimEnd() : `failed: ${run.stderr}`;
}

/** The databases every section runs on: the embedded one, and DATABASE_URL's when it is set. */
const databases = [
  { label: 'embedded', databaseUrl: undefined },
  ...(databaseUrlFromEnv ? [{ label: 'PostgreSQL', databaseUrl: databaseUrlFromEnv }] : []),
];

// Verified taps against plain tags alone (issue 31), on each database: the scan section's verified part.
if (process.env.BENCH_ONLY === 'verified') {
  const runs = [];
  for (const { label, databaseUrl } of databases) {
    const figures = { label };
    runs.push(figures);
    let session = null;
    try {
      session = await openSession(label, databaseUrl);
      await verifiedTapSection(session, figures);
    } catch (error) {
      figures.error = error.stack ?? String(error);
      process.exitCode = 1;
    } finally {
      if (session) await closeSession(session);
    }
  }
  printScanTable(runs);
  process.exit(process.exitCode ?? 0);
}

if (process.env.BENCH_ONLY === 'crowd') {
  for (const { label, databaseUrl } of databases) await crowdSection(label, databaseUrl);
  process.exit(process.exitCode ?? 0);
}

if (ONLY_API) {
  for (const { label, databaseUrl } of databases) await apiThroughputSection(label, databaseUrl);
  process.exit(process.exitCode ?? 0);
}

if (ONLY_EXPORT) {
  const session = await openExportSession(databaseUrlFromEnv);
  try {
    await exportSection(session, `${EXPORT_SCANS.toLocaleString('en')} scans`);
  } finally {
    await closeSession(session);
  }
  process.exit(process.exitCode ?? 0);
}

const scanRuns = [];
// The later sections run on the last database (DATABASE_URL if set), on the account the scans went to.
let lastSession = null;
try {
  for (const [index, { label, databaseUrl }] of databases.entries()) {
    const figures = { label };
    scanRuns.push(figures);
    let session = null;
    try {
      session = await openSession(label, databaseUrl);
      await scanSection(session, figures);
    } catch (error) {
      figures.error = error.stack ?? String(error);
      process.exitCode = 1;
    }
    if (session && index === databases.length - 1 && !figures.error) lastSession = session;
    else if (session) await closeSession(session);
  }
  printScanTable(scanRuns);
  // The writer's work per scan, which used to happen before the answer.
  console.log('\nScan writer, work per scan (off the request thread)');
  console.log(await microBench('writer-costs'));
  // Issue 31: what checking a verified tap costs on the request thread.
  console.log('\nVerified taps, work per check on the scan path');
  console.log(await microBench('sun-costs'));
  for (const { label, databaseUrl } of databases) await crowdSection(label, databaseUrl);
  if (ONLY_SCAN) console.log('\nBENCH_ONLY=scan: API latency, Lighthouse and the card page size skipped');
  else if (!lastSession)
    console.log('\nAPI latency, Lighthouse and the card page size skipped: the last scan run failed');
  else {
    await apiSection(lastSession);
    await exportSection(lastSession, '1,000,000 seeded scans and those of the scan section');
    for (const { label, databaseUrl } of databases) await apiThroughputSection(label, databaseUrl);
  }
} finally {
  if (lastSession) await closeSession(lastSession);
}
