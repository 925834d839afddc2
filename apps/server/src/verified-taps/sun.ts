import { createCipheriv } from 'node:crypto';
import { AES } from '@stablelib/aes';

/**
 * NXP's Secure Unique NFC (SUN) messages of NTAG 424 DNA chips, as AN12196 describes them: on each tap the chip
 * mirrors into its URL the PICC data (its UID and tap counter, AES-128-CBC encrypted with the SDM meta-read key)
 * and a MAC made with a session key that the SDM file-read key, the UID and the counter derive. Pure functions:
 * the scan link (`verifier.ts`) decides what a tag does with the outcome.
 *
 * The scan path checks a message straight from the URL's text (decisions 043 and 047): hex digits are read into a
 * scratch block, StableLib's AES-128 encrypts and decrypts blocks in place (four 1 KB tables a direction, which stay
 * in the processor's caches between requests, where noble's 256 KB ones did not), the blocks are chained here, and
 * the MAC is compared without a buffer. A tap's crypto allocates nothing: the session key re-keys one schedule in
 * place, and the covered text is padded in one scratch message (`isTapMac`, the only way in). The buffer functions
 * below (the RFC 4493 and AN10922 primitives, and the tests' and docs' view of a message) run on the same code; the
 * PICC data the tests and the docs make (`sunMessage`) is encrypted by node's OpenSSL instead, so the two
 * implementations check each other.
 */

const BLOCK = 16;
/** The PICC data tag of a message that mirrors a 7-byte UID and the read counter (AN12196, table 3). */
const PICC_DATA_TAG = 0xc7;
/** SV2's first six bytes (AN12196 3.3: the session MAC key's label and length); the UID and counter follow. */
const SV2_LABEL = [0x3c, 0xc3, 0x00, 0x01, 0x00, 0x80] as const;

export type PiccData = { uid: Buffer; counter: number };

/** One AES-128 key, expanded for encryption, with its CMAC subkeys K1 and K2 (RFC 4493, 2.3). */
export type BlockCipher = { aes: AES; k1: Uint8Array; k2: Uint8Array };

/** A meta-read key, expanded for decryption. */
export type PiccKey = { aes: AES };

/**
 * A tap's PICC data as read from its text: the UID (14 upper-case hex digits) and counter, and the decrypted block's
 * first eight bytes (the tag byte and the UID) as two little-endian words, for the session key.
 */
export type PiccRead = { uid: string; counter: number; w0: number; w1: number };

const HEX_VALUES = new Int8Array(128).fill(-1);
for (let digit = 0; digit < 16; digit++) {
  HEX_VALUES['0123456789abcdef'.charCodeAt(digit)] = digit;
  HEX_VALUES['0123456789ABCDEF'.charCodeAt(digit)] = digit;
}
/** The character codes of the upper-case hex digits. */
const HEX_DIGIT_CODES = Array.from('0123456789ABCDEF', (digit) => digit.charCodeAt(0));
const high = (byte: number) => HEX_DIGIT_CODES[byte >>> 4]!;
const low = (byte: number) => HEX_DIGIT_CODES[byte & 0xf]!;

/** Whether `text` is exactly `length` hex digits. */
export function isHex(text: string, length: number): boolean {
  if (text.length !== length) return false;
  for (let index = 0; index < length; index++) {
    const code = text.charCodeAt(index);
    if (code > 127 || HEX_VALUES[code]! < 0) return false;
  }
  return true;
}

/** The byte of the two hex digits at `at` (checked by `isHex` first). */
const hexByte = (text: string, at: number) =>
  (HEX_VALUES[text.charCodeAt(at)]! << 4) | HEX_VALUES[text.charCodeAt(at + 1)]!;

/** CMAC's doubling in GF(2^128) (RFC 4493, 2.3), in place. */
function double(block: Uint8Array): Uint8Array {
  const carry = block[0]! & 0x80;
  for (let index = 0; index < BLOCK - 1; index++)
    block[index] = ((block[index]! << 1) | (block[index + 1]! >> 7)) & 0xff;
  block[BLOCK - 1] = (block[BLOCK - 1]! << 1) & 0xff;
  if (carry) block[BLOCK - 1]! ^= 0x87;
  return block;
}

/**
 * Scratch blocks: the chaining state, the subkey a MAC needs, the PICC data and the session key. The scan path runs
 * each use to the end without waiting, so one set serves every tap.
 */
const state = new Uint8Array(BLOCK);
const mask = new Uint8Array(BLOCK);
const picc = new Uint8Array(BLOCK);
const sessionKey = new Uint8Array(BLOCK);

/** CMAC's subkeys of an expanded key: K1 = dbl(E(0)), K2 = dbl(K1), into `k1` (and `k2` when given). */
function subkeys(aes: AES, k1: Uint8Array, k2?: Uint8Array) {
  k1.fill(0);
  aes.encryptBlock(k1, k1);
  double(k1);
  if (k2) {
    k2.set(k1);
    double(k2);
  }
}

export function blockCipher(key: Uint8Array): BlockCipher {
  const aes = new AES(key, true);
  const k1 = new Uint8Array(BLOCK);
  const k2 = new Uint8Array(BLOCK);
  subkeys(aes, k1, k2);
  return { aes, k1, k2 };
}

export const piccKey = (metaReadKey: Uint8Array): PiccKey => ({ aes: new AES(metaReadKey) });

/** The message being MACed, padded in place: grown (never shrunk) when a longer one comes. */
let message = new Uint8Array(32 * BLOCK);

/** Room in `message` for `length` bytes and their padding. */
function roomFor(length: number) {
  if (message.length < length + BLOCK) message = new Uint8Array(2 * (length + BLOCK));
}

/**
 * Pads the first `length` bytes of `message` as CMAC pads (RFC 4493: 0x80 and zeros, unless they fill their last
 * block) to at least `minimumBlocks` blocks; the blocks.
 */
function padded(length: number, minimumBlocks = 1): number {
  const blocks = Math.max(minimumBlocks, Math.ceil(length / BLOCK));
  if (length < blocks * BLOCK) {
    message[length] = 0x80;
    message.fill(0, length + 1, blocks * BLOCK);
  }
  return blocks;
}

/**
 * CMAC's last step (RFC 4493, 2.4), into `state`: CBC with a zero IV over the first `blocks` blocks of `message`,
 * the last masked by K1 or K2 (`lastMask`).
 */
function cbcMac(aes: AES, lastMask: Uint8Array, blocks: number): Uint8Array {
  state.fill(0);
  const last = (blocks - 1) * BLOCK;
  for (let offset = 0; offset <= last; offset += BLOCK) {
    for (let index = 0; index < BLOCK; index++) state[index]! ^= message[offset + index]!;
    if (offset === last) for (let index = 0; index < BLOCK; index++) state[index]! ^= lastMask[index]!;
    aes.encryptBlock(state, state);
  }
  return state;
}

/** Whether CMAC masks a message of `length` bytes with K1 (it fills its last block) rather than K2. */
const isWhole = (length: number) => length > 0 && length % BLOCK === 0;

/** AES-CMAC (RFC 4493) under a prepared key. */
export function cmac(cipher: BlockCipher, bytes: Uint8Array): Buffer {
  roomFor(bytes.length);
  message.set(bytes);
  return Buffer.from(cbcMac(cipher.aes, isWhole(bytes.length) ? cipher.k1 : cipher.k2, padded(bytes.length)));
}

/** AES-CMAC (RFC 4493) with a 16-byte key. */
export const aesCmac = (key: Uint8Array, message: Uint8Array) => cmac(blockCipher(key), message);

const prepared = (key: Uint8Array | BlockCipher) => (key instanceof Uint8Array ? blockCipher(key) : key);

/**
 * AN10922's AES-128 key diversification: 0x01 || M, padded to two blocks as CMAC pads (always two, unlike CMAC
 * itself), CBC-MACed under the master key with CMAC's subkey mask. `m` (UID, application and system identifiers)
 * is 1 to 31 bytes.
 */
export function diversifyKey(masterKey: Uint8Array | BlockCipher, m: Uint8Array): Buffer {
  if (m.length < 1 || m.length > 31) throw new RangeError('AN10922 diversification input must be 1 to 31 bytes');
  const cipher = prepared(masterKey);
  const length = m.length + 1;
  message[0] = 0x01;
  message.set(m, 1);
  return Buffer.from(cbcMac(cipher.aes, length < 2 * BLOCK ? cipher.k2 : cipher.k1, padded(length, 2)));
}

/**
 * The 32 hex digits of a tap's PICC data decrypted (one block of CBC with a zero IV is one block of ECB); null
 * unless they are hex and carry the tag byte of a 7-byte UID.
 */
export function readPicc(key: PiccKey, text: string): PiccRead | null {
  if (!isHex(text, 2 * BLOCK)) return null;
  for (let index = 0; index < BLOCK; index++) picc[index] = hexByte(text, 2 * index);
  key.aes.decryptBlock(picc, picc);
  if (picc[0] !== PICC_DATA_TAG) return null;
  // One flat string: built piece by piece, V8 would make a rope of it and flatten it at the first comparison.
  const uid = String.fromCharCode(
    high(picc[1]!),
    low(picc[1]!),
    high(picc[2]!),
    low(picc[2]!),
    high(picc[3]!),
    low(picc[3]!),
    high(picc[4]!),
    low(picc[4]!),
    high(picc[5]!),
    low(picc[5]!),
    high(picc[6]!),
    low(picc[6]!),
    high(picc[7]!),
    low(picc[7]!),
  );
  const w0 = picc[0]! | (picc[1]! << 8) | (picc[2]! << 16) | (picc[3]! << 24);
  const w1 = picc[4]! | (picc[5]! << 8) | (picc[6]! << 16) | (picc[7]! << 24);
  return { uid, counter: picc[8]! | (picc[9]! << 8) | (picc[10]! << 16), w0, w1 };
}

/**
 * The session MAC key of one tap, into `sessionKey`: CMAC(file-read key, SV2), SV2 = 3CC300010080 || UID || counter
 * (3 bytes, LE). SV2 is one whole block: its CMAC is one block cipher call on SV2 xor K1.
 */
function sessionKeyBytes(fileRead: BlockCipher, { counter, w0, w1 }: Omit<PiccRead, 'uid'>): Uint8Array {
  for (let index = 0; index < SV2_LABEL.length; index++) sessionKey[index] = SV2_LABEL[index]!;
  // The UID: the first word's last three bytes (after the tag byte), then the second word's four.
  for (let index = 0; index < 3; index++) sessionKey[6 + index] = (w0 >>> (8 * (index + 1))) & 0xff;
  for (let index = 0; index < 4; index++) sessionKey[9 + index] = (w1 >>> (8 * index)) & 0xff;
  sessionKey[13] = counter & 0xff;
  sessionKey[14] = (counter >>> 8) & 0xff;
  sessionKey[15] = (counter >>> 16) & 0xff;
  for (let index = 0; index < BLOCK; index++) sessionKey[index]! ^= fileRead.k1[index]!;
  fileRead.aes.encryptBlock(sessionKey, sessionKey);
  return sessionKey;
}

/**
 * The session key's schedule, one for every tap: made once and re-keyed in place, since a fresh schedule's typed
 * array costs more than the tap's AES (V8 keeps arrays of its size outside the heap).
 */
const session = new AES(new Uint8Array(BLOCK), true);

/**
 * Whether the 16 hex digits `mac` are SUN's MAC of `text` from `from` to `to` (its characters as bytes, as the chip
 * wrote them) under a tap's session key: the odd-indexed bytes of the CMAC (AN12196), compared in constant time.
 */
function isMacOfText(key: AES, mac: string, text: string, from: number, to: number): boolean {
  if (!isHex(mac, BLOCK)) return false;
  const length = to - from;
  roomFor(length);
  for (let index = 0; index < length; index++) message[index] = text.charCodeAt(from + index) & 0xff;
  // The key is used once: the one subkey the message needs is worked out in the mask block.
  subkeys(key, mask);
  const full = cbcMac(key, isWhole(length) ? mask : double(mask), padded(length));
  let difference = 0;
  for (let index = 0; index < 8; index++) difference |= full[2 * index + 1]! ^ hexByte(mac, 2 * index);
  return difference === 0;
}

/**
 * Whether `mac` is the MAC of a tap (its PICC data read, its chip's file-read key) in either layout a chip may be set
 * up with: over `text` from `from` to `to` (the encoding sheet's: the URL from the PICC data's value to the MAC's),
 * tried first when that range is not empty, or over an empty input (AN12196's example).
 */
export function isTapMac(
  fileRead: BlockCipher,
  read: Omit<PiccRead, 'uid'>,
  mac: string,
  text: string,
  from: number,
  to: number,
): boolean {
  session.setKey(sessionKeyBytes(fileRead, read), true);
  return (from < to && isMacOfText(session, mac, text, from, to)) || isMacOfText(session, mac, text, 0, 0);
}

/** Decrypts the 16 bytes of PICC data; null unless they carry the tag byte of a 7-byte UID and a counter. */
export function decryptPiccData(metaReadKey: Uint8Array, encrypted: Uint8Array): PiccData | null {
  const read = readPicc(piccKey(metaReadKey), Buffer.from(encrypted).toString('hex'));
  return read && { uid: Buffer.from(read.uid, 'hex'), counter: read.counter };
}

/** The session MAC key of one tap as bytes: for the tests and the virtual chip. */
export function sessionMacKey(fileReadKey: Uint8Array | BlockCipher, { uid, counter }: PiccData): Buffer {
  // The PICC data's first two words: the tag byte and the UID's first three bytes, then its last four.
  const w0 = PICC_DATA_TAG | (uid[0]! << 8) | (uid[1]! << 16) | (uid[2]! << 24);
  const w1 = uid[3]! | (uid[4]! << 8) | (uid[5]! << 16) | (uid[6]! << 24);
  return Buffer.from(sessionKeyBytes(prepared(fileReadKey), { counter, w0, w1 }));
}

/** SUN's 8-byte MAC: the odd-indexed bytes of CMAC(session key, input). */
export function truncatedMac(sessionKey: Uint8Array, input: Uint8Array): Buffer {
  const full = aesCmac(sessionKey, input);
  return Buffer.from(Array.from({ length: 8 }, (_, index) => full[index * 2 + 1]!));
}

/**
 * Whether `mac` is the chip's MAC over one of the inputs a chip may be set to cover: nothing (SDMMACInputOffset at
 * the MAC itself, AN12196's example) or the URL text from the PICC data's value up to the MAC's value. Each
 * comparison takes constant time; the inputs are tried in order and the first match ends the search (which one
 * matched is no secret: it is the chip's layout).
 */
export function isMacValid(sessionKey: Uint8Array, mac: Uint8Array, inputs: readonly Uint8Array[]): boolean {
  if (mac.length !== 8) return false;
  const key = new AES(sessionKey, true);
  const macHex = Buffer.from(mac).toString('hex');
  return inputs.some((input) => {
    const text = Buffer.from(input).toString('latin1');
    return isMacOfText(key, macHex, text, 0, text.length);
  });
}

/** The message a chip writes for a tap: for the virtual chip of the tests and for the encoding docs' examples. */
export function sunMessage(
  keys: { metaReadKey: Buffer; fileReadKey: Buffer },
  { uid, counter }: PiccData,
  macInput: (piccHex: string) => Buffer = () => Buffer.alloc(0),
): { piccData: string; cmac: string } {
  const plain = Buffer.alloc(BLOCK);
  plain[0] = PICC_DATA_TAG;
  uid.copy(plain, 1);
  plain.writeUIntLE(counter, 8, 3);
  // The rest of the block is random padding on a real chip; a fixed one serves as well.
  const encrypted = createCipheriv('aes-128-cbc', keys.metaReadKey, Buffer.alloc(BLOCK))
    .setAutoPadding(false)
    .update(plain);
  const piccData = encrypted.toString('hex').toUpperCase();
  const mac = truncatedMac(sessionMacKey(keys.fileReadKey, { uid, counter }), macInput(piccData));
  return { piccData, cmac: mac.toString('hex').toUpperCase() };
}
