import { createCipheriv } from 'node:crypto';
import { unsafe } from '@noble/ciphers/aes.js';

/**
 * NXP's Secure Unique NFC (SUN) messages of NTAG 424 DNA chips, as AN12196 describes them: on each tap the chip
 * mirrors into its URL the PICC data (its UID and tap counter, AES-128-CBC encrypted with the SDM meta-read key)
 * and a MAC made with a session key that the SDM file-read key, the UID and the counter derive. Pure functions:
 * the scan link (`verifier.ts`) decides what a tag does with the outcome.
 *
 * The scan path checks a message straight from the URL's text, in numbers (decision 043): hex digits are read into
 * the four little-endian 32-bit words that @noble/ciphers' AES round function takes, the blocks are chained here,
 * and the MAC is compared without a buffer. A tap allocates only its session key's schedule, where node's cipher
 * objects cost microseconds each to make and to call and every buffer costs another half. The buffer functions
 * below (the RFC 4493 and AN10922 primitives, and the tests' and docs' view of a message) run on the same words;
 * the PICC data the tests and the docs make (`sunMessage`) is encrypted by node's OpenSSL instead, so the two
 * implementations check each other.
 */

const BLOCK = 16;
/** The PICC data tag of a message that mirrors a 7-byte UID and the read counter (AN12196, table 3). */
const PICC_DATA_TAG = 0xc7;
/** SV2's first word (bytes 3C C3 00 01, AN12196 3.3: the session MAC key's label), and 00 80 of its second. */
const SV2_FIRST_WORD = 0x0100c33c;
const SV2_SECOND_WORD_LOW = 0x8000;

type Words = { s0: number; s1: number; s2: number; s3: number };

export type PiccData = { uid: Buffer; counter: number };

/** One AES-128 key, expanded for encryption, with its CMAC subkeys K1 and K2 (RFC 4493, 2.3) as bytes. */
export type BlockCipher = { expanded: Uint32Array; k1: Uint8Array; k2: Uint8Array };

/** A meta-read key, expanded for decryption. */
export type PiccKey = { expanded: Uint32Array };

/** A tap's PICC data as read from its text: the UID (14 upper-case hex digits) and counter, and the plain words. */
export type PiccRead = { uid: string; counter: number; w0: number; w1: number };

const HEX_VALUES = new Int8Array(128).fill(-1);
for (let digit = 0; digit < 16; digit++) {
  HEX_VALUES['0123456789abcdef'.charCodeAt(digit)] = digit;
  HEX_VALUES['0123456789ABCDEF'.charCodeAt(digit)] = digit;
}
const HEX_PAIRS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0').toUpperCase());

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

/** The little-endian word of the eight hex digits at `at`. */
const hexWord = (text: string, at: number) =>
  hexByte(text, at) | (hexByte(text, at + 2) << 8) | (hexByte(text, at + 4) << 16) | (hexByte(text, at + 6) << 24);

/** The little-endian 32-bit word of the bytes at `at`. */
const wordAt = (bytes: Uint8Array, at: number) =>
  bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24);

function putWords(bytes: Uint8Array, { s0, s1, s2, s3 }: Words): Uint8Array {
  let at = 0;
  for (const word of [s0, s1, s2, s3]) {
    bytes[at++] = word;
    bytes[at++] = word >>> 8;
    bytes[at++] = word >>> 16;
    bytes[at++] = word >>> 24;
  }
  return bytes;
}

/** CMAC's doubling in GF(2^128) (RFC 4493, 2.3), in place. */
function double(block: Uint8Array): Uint8Array {
  const carry = block[0]! & 0x80;
  for (let index = 0; index < BLOCK - 1; index++)
    block[index] = ((block[index]! << 1) | (block[index + 1]! >> 7)) & 0xff;
  block[BLOCK - 1] = (block[BLOCK - 1]! << 1) & 0xff;
  if (carry) block[BLOCK - 1]! ^= 0x87;
  return block;
}

/** A block's worth of scratch for the subkeys and the session key: the scan path runs to the end without waiting. */
const scratch = new Uint8Array(BLOCK);

export function blockCipher(key: Uint8Array): BlockCipher {
  const expanded = unsafe.expandKeyLE(key);
  const k1 = double(putWords(new Uint8Array(BLOCK), unsafe.encrypt(expanded, 0, 0, 0, 0)));
  return { expanded, k1, k2: double(k1.slice()) };
}

export const piccKey = (metaReadKey: Uint8Array): PiccKey => ({ expanded: unsafe.expandKeyDecLE(metaReadKey) });

/** Byte `index` of a message. */
type MessageBytes = (index: number) => number;

/**
 * CMAC's last step (RFC 4493, 2.4): CBC with a zero IV over `blocks` blocks (at least one) of a message padded as
 * CMAC pads, the last block masked by K1 or K2 (`mask`).
 */
function cbcMac(expanded: Uint32Array, mask: Uint8Array, byteAt: MessageBytes, blocks: number): Words {
  let state: Words = { s0: 0, s1: 0, s2: 0, s3: 0 };
  const last = (blocks - 1) * BLOCK;
  for (let offset = 0; offset <= last; offset += BLOCK) {
    const word = (at: number) => {
      const index = offset + at;
      const bytes = byteAt(index) | (byteAt(index + 1) << 8) | (byteAt(index + 2) << 16) | (byteAt(index + 3) << 24);
      return offset === last ? bytes ^ wordAt(mask, at) : bytes;
    };
    state = unsafe.encrypt(expanded, state.s0 ^ word(0), state.s1 ^ word(4), state.s2 ^ word(8), state.s3 ^ word(12));
  }
  return state;
}

/**
 * AES-CMAC of `length` bytes of `read`: padded with 0x80 and zeros unless they fill their last block, whose mask
 * `maskOf` gives (K1 when they do, else K2).
 */
function cmacWords(
  expanded: Uint32Array,
  maskOf: (isWhole: boolean) => Uint8Array,
  length: number,
  read: MessageBytes,
): Words {
  const blocks = Math.max(1, Math.ceil(length / BLOCK));
  const byteAt = (index: number) => (index < length ? read(index) : index === length ? 0x80 : 0);
  return cbcMac(expanded, maskOf(length > 0 && length % BLOCK === 0), byteAt, blocks);
}

const subkeyOf = (cipher: BlockCipher) => (isWhole: boolean) => (isWhole ? cipher.k1 : cipher.k2);

const bytesOf = (words: Words) => Buffer.from(putWords(new Uint8Array(BLOCK), words));

/** AES-CMAC (RFC 4493) under a prepared key. */
export const cmac = (cipher: BlockCipher, message: Uint8Array) =>
  bytesOf(cmacWords(cipher.expanded, subkeyOf(cipher), message.length, (index) => message[index]!));

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
  const byteAt = (index: number) => (index === 0 ? 0x01 : index < length ? m[index - 1]! : index === length ? 0x80 : 0);
  return bytesOf(cbcMac(cipher.expanded, length < 2 * BLOCK ? cipher.k2 : cipher.k1, byteAt, 2));
}

/**
 * The 32 hex digits of a tap's PICC data decrypted (one block of CBC with a zero IV is one block of ECB); null
 * unless they are hex and carry the tag byte of a 7-byte UID.
 */
export function readPicc(key: PiccKey, text: string): PiccRead | null {
  if (!isHex(text, 2 * BLOCK)) return null;
  const plain = unsafe.decrypt(key.expanded, hexWord(text, 0), hexWord(text, 8), hexWord(text, 16), hexWord(text, 24));
  const { s0, s1, s2 } = plain;
  if ((s0 & 0xff) !== PICC_DATA_TAG) return null;
  const uid =
    HEX_PAIRS[(s0 >>> 8) & 0xff]! +
    HEX_PAIRS[(s0 >>> 16) & 0xff]! +
    HEX_PAIRS[s0 >>> 24]! +
    HEX_PAIRS[s1 & 0xff]! +
    HEX_PAIRS[(s1 >>> 8) & 0xff]! +
    HEX_PAIRS[(s1 >>> 16) & 0xff]! +
    HEX_PAIRS[s1 >>> 24]!;
  return { uid, counter: s2 & 0xffffff, w0: s0, w1: s1 };
}

/**
 * The session MAC key of one tap: CMAC(file-read key, SV2), SV2 = 3CC300010080 || UID || counter (3 bytes, LE). SV2
 * is one whole block: its CMAC is one block cipher call on SV2 xor K1.
 */
function sessionKeyWords(fileRead: BlockCipher, { counter, w0, w1 }: Omit<PiccRead, 'uid'>): Words {
  const k1 = fileRead.k1;
  return unsafe.encrypt(
    fileRead.expanded,
    SV2_FIRST_WORD ^ wordAt(k1, 0),
    (SV2_SECOND_WORD_LOW | (((w0 >>> 8) & 0xffff) << 16)) ^ wordAt(k1, 4),
    ((w0 >>> 24) | ((w1 & 0xffffff) << 8)) ^ wordAt(k1, 8),
    ((w1 >>> 24) | (counter << 8)) ^ wordAt(k1, 12),
  );
}

/** A tap's session MAC key, expanded for its one CMAC (the schedule is the one allocation a tap). */
export const sessionKeyOf = (fileRead: BlockCipher, picc: PiccRead): Uint32Array =>
  unsafe.expandKeyLE(putWords(scratch, sessionKeyWords(fileRead, picc)));

/**
 * Whether the 16 hex digits `mac` are SUN's MAC of `text` from `from` to `to` (its characters as bytes, as the chip
 * wrote them) under a tap's session key: the odd-indexed bytes of the CMAC (AN12196), compared in constant time.
 */
export function isMacOfText(sessionKey: Uint32Array, mac: string, text: string, from: number, to: number): boolean {
  if (!isHex(mac, BLOCK)) return false;
  // The key is used once: the one subkey the message needs is worked out in the scratch block.
  const maskOf = (isWhole: boolean) => {
    double(putWords(scratch, unsafe.encrypt(sessionKey, 0, 0, 0, 0)));
    return isWhole ? scratch : double(scratch);
  };
  const { s0, s1, s2, s3 } = cmacWords(sessionKey, maskOf, to - from, (index) => text.charCodeAt(from + index) & 0xff);
  let difference = 0;
  let at = 0;
  for (const word of [s0, s1, s2, s3]) {
    difference |= ((word >>> 8) & 0xff) ^ hexByte(mac, at);
    difference |= (word >>> 24) ^ hexByte(mac, at + 2);
    at += 4;
  }
  return difference === 0;
}

/**
 * Whether `mac` is the tap's MAC in either layout a chip may be set up with: over `text` from `from` to `to` (the
 * encoding sheet's: the URL from the PICC data's value to the MAC's), tried first when that range is not empty, or
 * over an empty input (AN12196's example).
 */
export const isMacOfEitherLayout = (sessionKey: Uint32Array, mac: string, text: string, from: number, to: number) =>
  (from < to && isMacOfText(sessionKey, mac, text, from, to)) || isMacOfText(sessionKey, mac, text, 0, 0);

/** Decrypts the 16 bytes of PICC data; null unless they carry the tag byte of a 7-byte UID and a counter. */
export function decryptPiccData(metaReadKey: Uint8Array, encrypted: Uint8Array): PiccData | null {
  const read = readPicc(piccKey(metaReadKey), Buffer.from(encrypted).toString('hex'));
  return read && { uid: Buffer.from(read.uid, 'hex'), counter: read.counter };
}

/** The session MAC key of one tap as bytes: for the tests and the virtual chip. */
export function sessionMacKey(fileReadKey: Uint8Array | BlockCipher, { uid, counter }: PiccData): Buffer {
  // The PICC data's first two words: the tag byte and the UID's first three bytes, then its last four.
  const w0 = PICC_DATA_TAG | (uid[0]! << 8) | (uid[1]! << 16) | (uid[2]! << 24);
  return bytesOf(sessionKeyWords(prepared(fileReadKey), { counter, w0, w1: wordAt(uid, 3) }));
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
  const expanded = unsafe.expandKeyLE(sessionKey);
  const macHex = Buffer.from(mac).toString('hex');
  return inputs.some((input) => {
    const text = Buffer.from(input).toString('latin1');
    return isMacOfText(expanded, macHex, text, 0, text.length);
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
