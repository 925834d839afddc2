import { randomFillSync } from 'node:crypto';

/** Ids made at once: one call for their random bytes, one string they are cut from. */
const BATCH = 256;
const UUID_LENGTH = 36;
const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1');

const randomBytes = Buffer.alloc(16 * BATCH);
const text = Buffer.alloc(UUID_LENGTH * BATCH);
let ids = '';
let next = BATCH;

/**
 * A random (version 4) UUID for a scan's journal line, as crypto.randomUUID makes one but cheaper: the scan link
 * makes one a scan, and node builds each of its own from sixteen pieces (a sixth of the memory a scan allocated in
 * the crowd bench). These are formatted 256 at a time into one string, and each is a slice of it.
 */
export function nextScanId(): string {
  if (next === BATCH) refill();
  const start = next++ * UUID_LENGTH;
  return ids.slice(start, start + UUID_LENGTH);
}

function refill() {
  randomFillSync(randomBytes);
  let at = 0;
  for (let id = 0; id < BATCH; id++) {
    const first = id * 16;
    // The version (4: random) and the variant (RFC 9562), as randomUUID sets them.
    randomBytes[first + 6] = (randomBytes[first + 6]! & 0x0f) | 0x40;
    randomBytes[first + 8] = (randomBytes[first + 8]! & 0x3f) | 0x80;
    for (let index = 0; index < 16; index++) {
      if (index === 4 || index === 6 || index === 8 || index === 10) text[at++] = 0x2d;
      const byte = randomBytes[first + index]!;
      text[at++] = HEX_DIGITS[byte >> 4]!;
      text[at++] = HEX_DIGITS[byte & 15]!;
    }
  }
  ids = text.toString('latin1');
  next = 0;
}
