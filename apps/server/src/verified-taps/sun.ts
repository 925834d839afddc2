import { type Cipher, createCipheriv, createDecipheriv, type Decipher, timingSafeEqual } from 'node:crypto';

/**
 * NXP's Secure Unique NFC (SUN) messages of NTAG 424 DNA chips, as AN12196 describes them: on each tap the chip
 * mirrors into its URL the PICC data (its UID and tap counter, AES-128-CBC encrypted with the SDM meta-read key)
 * and a MAC made with a session key that the SDM file-read key, the UID and the counter derive. Pure functions of
 * bytes: the scan link (`verifier.ts`) decides what a tag does with the outcome.
 *
 * The scan path runs this on every tap, so AES runs block by block on ECB objects made once per key and kept (ECB
 * with padding off keeps no state between blocks); CBC and CMAC chain the blocks here. A key's CMAC subkeys are
 * worked out once with it.
 */

const BLOCK = 16;
const ZERO_BLOCK = Buffer.alloc(BLOCK);
/** The PICC data tag of a message that mirrors a 7-byte UID and the read counter (AN12196, table 3). */
const PICC_DATA_TAG = 0xc7;
/** SV2's fixed prefix (AN12196, 3.3): the label of the session MAC key and the 128-bit key length. */
const SV2_PREFIX = Buffer.from('3CC300010080', 'hex');

export type PiccData = { uid: Buffer; counter: number };

/** One AES-128 key, ready to encrypt single blocks, with its CMAC subkeys K1 and K2 (RFC 4493, 2.3). */
export type BlockCipher = { encrypt(block: Buffer): Buffer; k1: Buffer; k2: Buffer };

/** CMAC's doubling in GF(2^128) (RFC 4493, 2.3), in place. */
function double(block: Buffer): Buffer {
  const carry = block[0]! & 0x80;
  for (let index = 0; index < BLOCK - 1; index++)
    block[index] = ((block[index]! << 1) | (block[index + 1]! >> 7)) & 0xff;
  block[BLOCK - 1] = (block[BLOCK - 1]! << 1) & 0xff;
  if (carry) block[BLOCK - 1]! ^= 0x87;
  return block;
}

const shiftLeft = (block: Buffer) => double(Buffer.from(block));

export function blockCipher(key: Buffer): BlockCipher {
  const ecb: Cipher = createCipheriv('aes-128-ecb', key, null).setAutoPadding(false);
  const encrypt = (block: Buffer) => ecb.update(block);
  const k1 = shiftLeft(encrypt(ZERO_BLOCK));
  return { encrypt, k1, k2: shiftLeft(k1) };
}

/** CBC-MAC over whole blocks whose last block is masked by K1 (`isPadded` false) or K2. */
function maskedCbcMac(cipher: BlockCipher, input: Buffer, isPadded: boolean): Buffer {
  const mask = isPadded ? cipher.k2 : cipher.k1;
  const last = input.length - BLOCK;
  for (let index = 0; index < BLOCK; index++) input[last + index]! ^= mask[index]!;
  let chained: Buffer = ZERO_BLOCK;
  for (let offset = 0; offset < input.length; offset += BLOCK) {
    const block = input.subarray(offset, offset + BLOCK);
    for (let index = 0; index < BLOCK; index++) block[index]! ^= chained[index]!;
    chained = cipher.encrypt(block);
  }
  return chained;
}

/** `message` copied into `blocks` whole blocks, padded with 0x80 00... when it does not fill them. */
function padded(message: Buffer, blocks: number): Buffer {
  const input = Buffer.alloc(blocks * BLOCK);
  message.copy(input);
  if (message.length < input.length) input[message.length] = 0x80;
  return input;
}

/** AES-CMAC (RFC 4493) under a prepared key. */
export function cmac(cipher: BlockCipher, message: Buffer): Buffer {
  const blocks = Math.max(1, Math.ceil(message.length / BLOCK));
  const isWhole = message.length > 0 && message.length % BLOCK === 0;
  return maskedCbcMac(cipher, padded(message, blocks), !isWhole);
}

/** AES-CMAC (RFC 4493) with a 16-byte key. */
export const aesCmac = (key: Buffer, message: Buffer) => cmac(blockCipher(key), message);

/**
 * AN10922's AES-128 key diversification: 0x01 || M, padded to two blocks as CMAC pads (always two, unlike CMAC
 * itself), CBC-MACed under the master key with CMAC's subkey mask. `m` (UID, application and system identifiers)
 * is 1 to 31 bytes.
 */
export function diversifyKey(masterKey: Buffer | BlockCipher, m: Buffer): Buffer {
  if (m.length < 1 || m.length > 31) throw new RangeError('AN10922 diversification input must be 1 to 31 bytes');
  const cipher = Buffer.isBuffer(masterKey) ? blockCipher(masterKey) : masterKey;
  return maskedCbcMac(cipher, padded(Buffer.concat([Buffer.of(0x01), m]), 2), m.length < 31);
}

/** Decrypts PICC data under one meta-read key: 16 bytes in, the UID and counter out (null if not a 7-byte UID's). */
export type PiccReader = (encrypted: Buffer) => PiccData | null;

export function piccReader(metaReadKey: Buffer): PiccReader {
  // One block of CBC with a zero IV is one block of ECB.
  const ecb: Decipher = createDecipheriv('aes-128-ecb', metaReadKey, null).setAutoPadding(false);
  return (encrypted) => {
    if (encrypted.length !== BLOCK) return null;
    const plain = ecb.update(encrypted);
    if (plain[0] !== PICC_DATA_TAG) return null;
    return { uid: Buffer.from(plain.subarray(1, 8)), counter: plain.readUIntLE(8, 3) };
  };
}

/** Decrypts the 16 bytes of PICC data; null unless they carry the tag byte of a 7-byte UID and a counter. */
export const decryptPiccData = (metaReadKey: Buffer, encrypted: Buffer) => piccReader(metaReadKey)(encrypted);

/** The session MAC key of one tap: CMAC(file-read key, SV2), SV2 = 3CC300010080 || UID || counter (3 bytes, LE). */
export function sessionMacKey(fileReadKey: Buffer | BlockCipher, { uid, counter }: PiccData): Buffer {
  const sv2 = Buffer.alloc(BLOCK);
  SV2_PREFIX.copy(sv2);
  uid.copy(sv2, SV2_PREFIX.length);
  sv2.writeUIntLE(counter, SV2_PREFIX.length + uid.length, 3);
  // SV2 is one whole block: its CMAC is one block cipher call on SV2 xor K1.
  const cipher = Buffer.isBuffer(fileReadKey) ? blockCipher(fileReadKey) : fileReadKey;
  for (let index = 0; index < BLOCK; index++) sv2[index]! ^= cipher.k1[index]!;
  return cipher.encrypt(sv2);
}

/**
 * AES-CMAC under a key used once (a tap's session key), in one CBC pass: its first block, zero, gives L = E(0) for
 * the subkeys and leaves L as the chain's state, which xoring L into the message's first block cancels.
 */
function cmacOnce(key: Buffer, message: Buffer): Buffer {
  const cbc = createCipheriv('aes-128-cbc', key, ZERO_BLOCK).setAutoPadding(false);
  const l = cbc.update(ZERO_BLOCK);
  const blocks = Math.max(1, Math.ceil(message.length / BLOCK));
  const isWhole = message.length > 0 && message.length % BLOCK === 0;
  const input = padded(message, blocks);
  const mask = double(Buffer.from(l));
  if (!isWhole) double(mask);
  const last = input.length - BLOCK;
  for (let index = 0; index < BLOCK; index++) {
    input[last + index]! ^= mask[index]!;
    input[index]! ^= l[index]!;
  }
  const chained = cbc.update(input);
  return chained.subarray(chained.length - BLOCK);
}

/** SUN's 8-byte MAC: the odd-indexed bytes of CMAC(session key, input). */
function truncate(full: Buffer): Buffer {
  const truncated = Buffer.alloc(8);
  for (let index = 0; index < 8; index++) truncated[index] = full[index * 2 + 1]!;
  return truncated;
}

export const truncatedMac = (sessionKey: Buffer, input: Buffer) => truncate(aesCmac(sessionKey, input));

/**
 * Whether `mac` is the chip's MAC over one of the inputs a chip may be set to cover: nothing (SDMMACInputOffset at
 * the MAC itself, AN12196's example) or the URL text from the PICC data's value up to the MAC's value. Each
 * comparison takes constant time; the inputs are tried in order and the first match ends the search (which one
 * matched is no secret: it is the chip's layout).
 */
export function isMacValid(sessionKey: Buffer, mac: Buffer, inputs: readonly Buffer[]): boolean {
  if (mac.length !== 8) return false;
  return inputs.some((input) => timingSafeEqual(truncate(cmacOnce(sessionKey, input)), mac));
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
  const encrypted = createCipheriv('aes-128-cbc', keys.metaReadKey, ZERO_BLOCK).setAutoPadding(false).update(plain);
  const piccData = encrypted.toString('hex').toUpperCase();
  const mac = truncatedMac(sessionMacKey(keys.fileReadKey, { uid, counter }), macInput(piccData));
  return { piccData, cmac: mac.toString('hex').toUpperCase() };
}
