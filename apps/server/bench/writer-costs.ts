// Part of `npm run bench` (bundled by esbuild, as dist is): what the scan writer spends on each scan, in
// microseconds, for the work that used to happen before the answer: user-agent parsing, bot detection, visitor
// hashing, the country lookup.
import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import {
  compileLinkRules,
  type LinkRule,
  matchLinkRule,
  operatingSystemOf,
  primaryLanguageOf,
} from '@nfc/contract/link-rules';
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';
import { openCountryLookup } from '../src/scan-recording/country-lookup.ts';
import { toScanRow, visitorHash } from '../src/scan-recording/scan-writer.ts';

const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
];
const N = 100_000;
const ips = Array.from({ length: N }, (_, i) => `${(i % 200) + 20}.${(i * 7) % 256}.${(i * 13) % 256}.${i % 256}`);

function measure(label: string, work: (i: number) => unknown) {
  for (let i = 0; i < 5_000; i++) work(i);
  const start = process.hrtime.bigint();
  for (let i = 0; i < N; i++) work(i);
  const micros = Number(process.hrtime.bigint() - start) / 1_000 / N;
  console.log(`${label.padEnd(52)} ${micros.toFixed(2).padStart(7)} µs`);
}

const countries = openCountryLookup();
const lines = Array.from({ length: 1_000 }, (_, i) =>
  JSON.stringify({
    id: randomUUID(),
    at: Date.now(),
    ownerId: randomUUID(),
    tagId: randomUUID(),
    vcfConfigId: null,
    kind: 'link',
    source: 'nfc',
    viaTagId: null,
    ip: ips[i],
    userAgent: AGENTS[i % AGENTS.length],
    language: 'de-DE',
    referrer: null,
    country: null,
  }),
);

measure('user agent parsed (ua-parser-js, no cache)', (i) => new UAParser(AGENTS[i % AGENTS.length]).getResult());
measure('bot detection (isbot)', (i) => isbot(AGENTS[i % AGENTS.length]!));
measure('visitor hash (HMAC-SHA256, daily salt)', (i) => visitorHash('secret', ips[i]!, AGENTS[i % 5]!, '2026-11-24'));
measure('country of a public address (mmdb-lib)', (i) => countries.countryOf(ips[i]!));
measure('journal line parsed (JSON.parse)', (i) => JSON.parse(lines[i % lines.length]!));
measure('the whole row (agents cached, as the writer does)', (i) =>
  toScanRow(JSON.parse(lines[i % lines.length]!), { secret: 'secret', countries }),
);

// On the request thread, for a tag with rules only: system and language read from the headers, 10 rules checked
// (none matches, the worst case).
const tenRules = compileLinkRules(
  Array.from(
    { length: 10 },
    (_, i): LinkRule => ({
      os: i % 2 ? 'android' : 'windows',
      language: 'fr',
      from: '2020-01-01T00:00:00.000Z',
      url: `https://example.com/${i}`,
    }),
  ),
);
console.log('\nScan link, work per scan of a tag with rules (on the request thread)');
measure('system + language + 10 rules checked, none matching', (i) =>
  matchLinkRule(tenRules, {
    os: operatingSystemOf(AGENTS[i % AGENTS.length]),
    language: primaryLanguageOf('de-DE,de;q=0.9,en;q=0.8'),
    at: Date.now(),
  }),
);

// Issue 33: the journal is synced once a second in the thread pool (decision 039). What one sync of a busy second's
// appends costs the disk, next to the append each request makes; in a folder beside DATA_DIR's default, not /tmp
// (often memory, where a sync costs nothing).
console.log('\nScan journal, durability (a sync a second, off the request thread)');
const syncDir = mkdtempSync(path.join(process.cwd(), '.bench-journal-'));
try {
  const file = openSync(path.join(syncDir, 'segment.jsonl'), 'a', 0o600);
  const journalLines = lines.map((line) => Buffer.from(`${line}\n`));
  measure('journal append of one scan (writeSync, on the request thread)', (i) =>
    writeSync(file, journalLines[i % journalLines.length]!),
  );
  const syncs: number[] = [];
  for (let round = 0; round < 7; round++) {
    for (let i = 0; i < 20_000; i++) writeSync(file, journalLines[i % journalLines.length]!);
    const started = process.hrtime.bigint();
    fsyncSync(file);
    syncs.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  closeSync(file);
  syncs.sort((a, b) => a - b);
  console.log(
    `${'fsync of a second of 20,000 scans (thread pool)'.padEnd(52)} ${syncs[3]!.toFixed(2).padStart(8)} ms (median of 7)`,
  );
} finally {
  rmSync(syncDir, { recursive: true, force: true });
}
