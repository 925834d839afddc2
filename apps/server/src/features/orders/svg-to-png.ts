import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/** The longest side, in pixels, of the raster the print shop gets for an SVG logo. */
export const SVG_PRINT_SIZE = 3000;
/** librsvg cannot be interrupted while it renders (one SVG filter can take minutes), so its process is killed. */
const CONVERSION_TIMEOUT_MS = 15_000;
/**
 * Conversions running at once, and waiting, in all. Each organisation has at most MAX_PER_ORGANISATION running or
 * waiting, and a free slot goes to the waiting organisation with the fewest running (among equals, the one longest
 * without a turn): one organisation's queue delays another's upload by one conversion at most (decision 012).
 */
const MAX_RUNNING = 2;
const MAX_WAITING = 16;
const MAX_PER_ORGANISATION = 4;

export type SvgConversion =
  | { kind: 'png'; buffer: Buffer }
  | { kind: 'not-svg' }
  | { kind: 'unreadable' }
  | { kind: 'too-large' }
  | { kind: 'too-complex' }
  | { kind: 'busy' };

const exitCodes = { png: 0, notSvg: 3, unreadable: 4, tooLarge: 5 } as const;

/**
 * Runs in its own process: sharp (librsvg, a real XML and SVG parser) decides whether the input is an SVG and
 * renders it with its longest side at `size` pixels. The density stays within sharp's range of 1 to 100000, so a
 * tiny document stays small; a huge one renders over the pixel limit or at 0 px and is refused.
 */
const CONVERTER = `
const sharp = require(process.argv[1]);
const [size, maxBytes] = [Number(process.argv[2]), Number(process.argv[3])];
sharp.concurrency(1);
sharp.cache(false);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const input = Buffer.concat(chunks);
  // Reading the header renders nothing, so no pixel limit is needed yet.
  const header = (density) => sharp(input, { density, limitInputPixels: false }).metadata();
  const longestSide = ({ width, height }) => Math.max(width, height);
  const withinRange = (density) => Math.min(100000, Math.max(1, density));
  try {
    const base = await header(72);
    if (base.format !== 'svg') return void (process.exitCode = ${exitCodes.notSvg});
    if (input.length > maxBytes) return void (process.exitCode = ${exitCodes.tooLarge});
    let density = withinRange((72 * size) / longestSide(base));
    // libvips scales a size in px by density / 72 but one in mm, cm, in or pt by its square: measure which.
    if (density !== 72) {
      const probed = longestSide(await header(density));
      const power = Math.min(2, Math.max(1, Math.log(probed / longestSide(base)) / Math.log(density / 72)));
      density = withinRange(density * (size / probed) ** (1 / power));
    }
    const png = await sharp(input, { density, limitInputPixels: 2 * size * size })
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    process.stdout.end(png);
  } catch {
    process.exitCode = ${exitCodes.unreadable};
  }
});
`;

const sharpEntry = createRequire(import.meta.url).resolve('sharp');

let running = 0;
let waitingCount = 0;
const runningBy = new Map<string, number>();
/** Waiting conversions by organisation; the Map's order is the order of turns (a served one goes to the back). */
const waitingBy = new Map<string, Array<() => void>>();

const runningOf = (organisationId: string) => runningBy.get(organisationId) ?? 0;

function start(organisationId: string) {
  running++;
  runningBy.set(organisationId, runningOf(organisationId) + 1);
}

/** A conversion slot for the organisation, after waiting for its turn; false when its share or the queue is full. */
async function takeSlot(organisationId: string): Promise<boolean> {
  if (runningOf(organisationId) + (waitingBy.get(organisationId)?.length ?? 0) >= MAX_PER_ORGANISATION) return false;
  if (running < MAX_RUNNING) {
    start(organisationId);
    return true;
  }
  if (waitingCount >= MAX_WAITING) return false;
  // The slot is handed over by releaseSlot, so no newcomer can take it in between.
  await new Promise<void>((resolve) => {
    waitingBy.set(organisationId, [...(waitingBy.get(organisationId) ?? []), resolve]);
    waitingCount++;
  });
  return true;
}

/** The waiting organisation with the fewest conversions running; among equals, the one longest without a turn. */
function nextInTurn(): string | undefined {
  let next: string | undefined;
  for (const organisationId of waitingBy.keys()) {
    if (next === undefined || runningOf(organisationId) < runningOf(next)) next = organisationId;
  }
  return next;
}

function releaseSlot(organisationId: string) {
  running--;
  const left = runningOf(organisationId) - 1;
  if (left > 0) runningBy.set(organisationId, left);
  else runningBy.delete(organisationId);
  const next = nextInTurn();
  if (next === undefined) return;
  const [resolve, ...rest] = waitingBy.get(next)!;
  waitingBy.delete(next);
  if (rest.length > 0) waitingBy.set(next, rest);
  waitingCount--;
  start(next);
  resolve!();
}

/**
 * An SVG logo as a PNG of `SVG_PRINT_SIZE` pixels on its longest side, converted in a separate process that is
 * killed after `timeoutMs`; the SVG itself is never kept. Another format sharp knows is `not-svg`, a file it
 * cannot read at all (a broken SVG, an entity bomb, plain text) is `unreadable`. `busy`: the organisation's share of
 * the converter, or the whole queue, is full.
 */
export async function convertSvgToPng(
  svg: Buffer,
  {
    organisationId,
    maxSvgBytes,
    timeoutMs = CONVERSION_TIMEOUT_MS,
  }: { organisationId: string; maxSvgBytes: number; timeoutMs?: number },
): Promise<SvgConversion> {
  if (!(await takeSlot(organisationId))) return { kind: 'busy' };
  try {
    return await runConverter(svg, maxSvgBytes, timeoutMs);
  } finally {
    releaseSlot(organisationId);
  }
}

function runConverter(svg: Buffer, maxSvgBytes: number, timeoutMs: number): Promise<SvgConversion> {
  return new Promise((resolve, reject) => {
    // The converter needs no configuration, so none of the server's secrets are handed to it.
    const child = spawn(process.execPath, ['-e', CONVERTER, sharpEntry, String(SVG_PRINT_SIZE), String(maxSvgBytes)], {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: {},
    });
    const chunks: Buffer[] = [];
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    // Killing the converter mid-write breaks the pipe; its exit tells what happened.
    child.stdin.on('error', () => {});
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (isTimedOut) return resolve({ kind: 'too-complex' });
      if (code === exitCodes.png) return resolve({ kind: 'png', buffer: Buffer.concat(chunks) });
      if (code === exitCodes.notSvg) return resolve({ kind: 'not-svg' });
      if (code === exitCodes.unreadable) return resolve({ kind: 'unreadable' });
      if (code === exitCodes.tooLarge) return resolve({ kind: 'too-large' });
      reject(new Error(`The SVG converter failed (exit code ${code}).`));
    });
    child.stdin.end(svg);
  });
}
