// Part of `npm run bench` (bundled by esbuild, as dist is): what checking a verified tap costs, in microseconds
// (issue 31). On the scan path for a tag that requires verified taps: the steady state (keys cached: one AES block to
// decrypt, two CMACs), a tag's first check (its chip's AN10922 diversification too; the organisation's keys are
// derived once per organisation), a replay, and a plain scan. For a tag that records (decision 044): the scan path's
// reading of the message, and the scan writer's check of it.
import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import type { TargetVerification } from '../src/platform/cache/scan-target-cache.ts';
import { createTapChecker } from '../src/verified-taps/deferred-taps.ts';
import { createSunVerifier, type SunMessage } from '../src/verified-taps/verifier.ts';
import { createVirtualChip, sunMaterialOf } from '../test/peers/virtual-chip.ts';

const N = 50_000;
const material = sunMaterialOf({
  metaReadKey: '00112233445566778899AABBCCDDEEFF',
  fileReadKey: 'FFEEDDCCBBAA99887766554433221100',
});
const ownerId = randomUUID();
const chip = createVirtualChip({ material, organisationId: ownerId, uid: '04A1B2C3D4E5F6' });
const urls = Array.from({ length: N + 5_000 }, () => `/t/AbCd1234?${chip.tap()}`);
// Memory mode with a bound chip never touches the database.
const verifier = createSunVerifier({ db: null as unknown as Database, material, mode: 'memory' });
const targetOf = (
  mode: 'record' | 'require' = 'require',
  uid = chip.uid,
): { tagId: string; ownerId: string; verification: TargetVerification } => ({
  tagId: randomUUID(),
  ownerId,
  verification: { mode, fallbackUrl: null, keyVersion: 1, chip: { uid, lastCounter: 0 } },
});

function measure(label: string, work: (index: number) => unknown) {
  for (let index = 0; index < 5_000; index++) work(index);
  const start = process.hrtime.bigint();
  for (let index = 5_000; index < N + 5_000; index++) work(index);
  const micros = Number(process.hrtime.bigint() - start) / 1_000 / N;
  console.log(`${label.padEnd(52)} ${micros.toFixed(2).padStart(7)} µs`);
}

const steady = targetOf();
let verified = 0;
measure('verified tap, keys cached with the target', (index) => {
  if ((verifier.check(steady, urls[index]!) as { outcome: string }).outcome === 'verified') verified++;
});
measure("a tag's first tap (its chip's key diversified first)", (index) => verifier.check(targetOf(), urls[index]!));
measure('replayed tap (the same message again)', () => verifier.check(steady, urls[0]!));
measure('plain scan of a tag that checks taps', () => verifier.check(steady, '/t/AbCd1234'));
if (verified !== N + 5_000) throw new Error(`only ${verified} of ${N + 5_000} fresh taps verified`);

const recording = targetOf('record');
const messages: SunMessage[] = [];
measure('a tag that records: the scan path reads the message', (index) => {
  const tap = verifier.check(recording, urls[index]!) as { outcome: string; message?: SunMessage };
  if (tap.message) messages[index] = tap.message;
});
const checkTap = createTapChecker(material);
let genuine = 0;
measure('a tag that records: the scan writer checks it', (index) => {
  if (checkTap(ownerId, messages[index]!)) genuine++;
});
if (genuine !== N + 5_000) throw new Error(`only ${genuine} of ${N + 5_000} recorded taps genuine`);

// On the scan path the check runs between HTTP requests, which evict AES's tables and the keys' schedules from the
// processor's caches: a tap checked alone after 2 MB of other memory was touched, and one of a run of 40 (the scan
// link checks the requiring taps of one turn of the event loop together, decision 045). Fresh counters, 1,000 chips.
const many = Array.from({ length: 1_000 }, (_, index) =>
  createVirtualChip({ material, organisationId: ownerId, uid: `04${index.toString(16).padStart(12, '0')}` }),
);
const manyTargets = many.map((one) => targetOf('require', one.uid));
const other = new Uint32Array((2 * 1024 * 1024) / 4);
let touched = 0;
function inRuns(label: string, run: number) {
  const taps = 40_000;
  const urls = Array.from({ length: taps }, (_, index) => `/t/AbCd1234?${many[index % many.length]!.tap()}`);
  let spent = 0n;
  let fresh = 0;
  for (let start = 0; start < taps; start += run) {
    // Every 16th word of 2 MB: each cache line once, as a request's own work would.
    for (let index = 0; index < other.length; index += 16) touched += other[index]!++;
    const began = process.hrtime.bigint();
    for (let index = start; index < Math.min(taps, start + run); index++) {
      const tap = verifier.check(manyTargets[index % many.length]!, urls[index]!) as { outcome: string };
      if (tap.outcome === 'verified') fresh++;
    }
    spent += process.hrtime.bigint() - began;
  }
  if (fresh !== taps) throw new Error(`only ${fresh} of ${taps} fresh taps verified`);
  console.log(`${label.padEnd(52)} ${(Number(spent) / 1_000 / taps).toFixed(2).padStart(7)} µs`);
}
inRuns('verified tap alone, caches evicted before it', 1);
inRuns('verified tap in a run of 40, caches evicted before', 40);
if (touched < 0) throw new Error('unreachable');
