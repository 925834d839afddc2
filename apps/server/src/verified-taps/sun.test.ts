import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  aesCmac,
  blockCipher,
  decryptPiccData,
  diversifyKey,
  isHex,
  isMacValid,
  isTapMac,
  piccKey,
  readPicc,
  sessionMacKey,
  sunMessage,
  truncatedMac,
} from './sun.ts';

const hex = (value: string) => Buffer.from(value, 'hex');
const ZERO_KEY = Buffer.alloc(16);

describe('AES-CMAC (RFC 4493, section 4)', () => {
  const key = hex('2b7e151628aed2a6abf7158809cf4f3c');
  const message = hex(
    '6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e5130c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710',
  );
  it.each([
    [0, 'bb1d6929e95937287fa37d129b756746'],
    [16, '070a16b46b4d4144f79bdd9dd04a287c'],
    [40, 'dfa66747de9ae63030ca32611497c827'],
    [64, '51f0bebf7e3b9d92fc49741779363cfe'],
  ])('a message of %i bytes', (length, expected) => {
    expect(aesCmac(key, message.subarray(0, length)).toString('hex')).toBe(expected);
  });
});

describe('AN10922 AES-128 key diversification', () => {
  it("gives the application note's example key", () => {
    const master = hex('00112233445566778899AABBCCDDEEFF');
    // UID 04782E21801D80, AID 3042F5, system identifier "NXPAbu".
    const m = hex('04782E21801D803042F54E585020416275');
    expect(diversifyKey(master, m).toString('hex').toUpperCase()).toBe('A8DD63A3B89D54B37CA802473FDA9175');
  });

  it('refuses an input outside 1 to 31 bytes', () => {
    expect(() => diversifyKey(ZERO_KEY, Buffer.alloc(0))).toThrow(RangeError);
    expect(() => diversifyKey(ZERO_KEY, Buffer.alloc(32))).toThrow(RangeError);
  });
});

describe('SUN messages (NXP AN12196)', () => {
  const picc = hex('EF963FF7828658A599F3041510671E88');

  it("decrypts the application note's PICC data to its UID and counter", () => {
    const data = decryptPiccData(ZERO_KEY, picc);
    expect(data?.uid.toString('hex').toUpperCase()).toBe('04DE5F1EACC040');
    expect(data?.counter).toBe(61);
  });

  it("checks the application note's MAC over an empty input", () => {
    const data = decryptPiccData(ZERO_KEY, picc)!;
    const session = sessionMacKey(ZERO_KEY, data);
    expect(truncatedMac(session, Buffer.alloc(0)).toString('hex').toUpperCase()).toBe('94EED9EE65337086');
    expect(isMacValid(session, hex('94EED9EE65337086'), [Buffer.alloc(0)])).toBe(true);
    expect(isMacValid(session, hex('94EED9EE65337087'), [Buffer.alloc(0)])).toBe(false);
  });

  it('refuses PICC data under another key or without the tag byte of a 7-byte UID', () => {
    expect(decryptPiccData(hex('01'.repeat(16)), picc)).toBeNull();
    expect(decryptPiccData(ZERO_KEY, picc.subarray(0, 15))).toBeNull();
  });

  it('makes messages that read back, with the MAC over the URL from the PICC data', () => {
    const keys = { metaReadKey: hex('11'.repeat(16)), fileReadKey: hex('22'.repeat(16)) };
    const uid = hex('04A1B2C3D4E5F6');
    const message = sunMessage(keys, { uid, counter: 0xabcdef }, (piccHex) => Buffer.from(`${piccHex}&cmac=`));
    const data = decryptPiccData(keys.metaReadKey, hex(message.piccData))!;
    expect(data.uid.equals(uid)).toBe(true);
    expect(data.counter).toBe(0xabcdef);
    const session = sessionMacKey(keys.fileReadKey, data);
    const urlInput = Buffer.from(`${message.piccData}&cmac=`);
    expect(isMacValid(session, hex(message.cmac), [Buffer.alloc(0), urlInput])).toBe(true);
    expect(isMacValid(session, hex(message.cmac), [Buffer.alloc(0)])).toBe(false);
  });
});

describe('the MAC check', () => {
  it('agrees with AES-CMAC for every input length from 0 to 64 bytes', () => {
    const key = Buffer.from('2b7e151628aed2a6abf7158809cf4f3c', 'hex');
    for (let length = 0; length <= 64; length++) {
      const input = Buffer.from(Array.from({ length }, (_, index) => (index * 37 + length) & 0xff));
      const mac = truncatedMac(key, input);
      expect(isMacValid(key, mac, [input]), `${length} bytes`).toBe(true);
      expect(isMacValid(key, mac, [Buffer.concat([input, Buffer.of(0)])]), `${length} bytes and one more`).toBe(false);
    }
  });
});

describe("the scan path's check, straight from the URL's text", () => {
  /** AES-CMAC by node's OpenSSL (RFC 4493 over AES-128-CBC): an implementation independent of the one under test. */
  function opensslCmac(key: Buffer, message: Buffer): Buffer {
    const encrypt = (block: Buffer) =>
      createCipheriv('aes-128-cbc', key, Buffer.alloc(16)).setAutoPadding(false).update(block);
    const double = (block: Buffer) => {
      const out = Buffer.alloc(16);
      for (let index = 0; index < 16; index++)
        out[index] = ((block[index]! << 1) | ((block[index + 1] ?? 0) >> 7)) & 0xff;
      if (block[0]! & 0x80) out[15]! ^= 0x87;
      return out;
    };
    const k1 = double(encrypt(Buffer.alloc(16)));
    const isWhole = message.length > 0 && message.length % 16 === 0;
    const padded = Buffer.alloc(Math.max(1, Math.ceil(message.length / 16)) * 16);
    message.copy(padded);
    if (!isWhole) padded[message.length] = 0x80;
    const mask = isWhole ? k1 : double(k1);
    for (let index = 0; index < 16; index++) padded[padded.length - 16 + index]! ^= mask[index]!;
    const chained = encrypt(padded);
    return chained.subarray(chained.length - 16);
  }

  it('reads the PICC data, derives the session key and checks the MAC as OpenSSL computes them', () => {
    const metaReadKey = hex('5a'.repeat(16));
    const fileReadKey = hex('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    for (let tap = 0; tap < 200; tap++) {
      const uid = Buffer.from(
        [0x04, tap, 0xff - tap, tap * 7, 0x80 | tap, tap * 13, 0x5a ^ tap].map((byte) => byte & 0xff),
      );
      const counter = (tap * 104_729) & 0xffffff;
      const prefix = `/t/AbCd1234?x=${'y'.repeat(tap % 23)}&picc_data=`;
      const message = sunMessage({ metaReadKey, fileReadKey }, { uid, counter }, (piccHex) =>
        Buffer.from(`${piccHex}&cmac=`, 'latin1'),
      );
      const url = `${prefix}${message.piccData}&cmac=${message.cmac}`;
      const picc = readPicc(piccKey(metaReadKey), tap % 2 ? message.piccData.toLowerCase() : message.piccData)!;
      expect(picc.uid).toBe(uid.toString('hex').toUpperCase());
      expect(picc.counter).toBe(counter);
      const sv2 = Buffer.concat([
        hex('3CC300010080'),
        uid,
        Buffer.from([counter & 0xff, (counter >> 8) & 0xff, counter >> 16]),
      ]);
      const session = opensslCmac(fileReadKey, sv2);
      expect(sessionMacKey(fileReadKey, { uid, counter }).equals(session), `tap ${tap}`).toBe(true);
      const from = prefix.length;
      const to = from + message.piccData.length + '&cmac='.length;
      const full = opensslCmac(session, Buffer.from(url.slice(from, to), 'latin1'));
      const expected = Buffer.from(Array.from({ length: 8 }, (_, index) => full[index * 2 + 1]!)).toString('hex');
      expect(message.cmac.toLowerCase()).toBe(expected);
      const fileRead = blockCipher(fileReadKey);
      expect(isTapMac(fileRead, picc, message.cmac, url, from, to)).toBe(true);
      expect(isTapMac(fileRead, picc, message.cmac, url, from, to - 1)).toBe(false);
      expect(isTapMac(fileRead, picc, message.cmac, url, 0, 0)).toBe(false);
    }
  });

  it('refuses text that is not the right number of hex digits', () => {
    const key = piccKey(ZERO_KEY);
    expect(readPicc(key, 'EF963FF7828658A599F3041510671E88')).toMatchObject({ uid: '04DE5F1EACC040', counter: 61 });
    for (const text of [
      'EF963FF7828658A599F3041510671E8',
      'EF963FF7828658A599F3041510671E88A',
      'EF963FF7828658A599F3041510671E8G',
      'ÉF963FF7828658A599F3041510671E88',
    ]) {
      expect(readPicc(key, text), text).toBeNull();
    }
    const fileRead = blockCipher(ZERO_KEY);
    const read = readPicc(key, 'EF963FF7828658A599F3041510671E88')!;
    expect(isTapMac(fileRead, read, '94EED9EE65337086', '', 0, 0)).toBe(true);
    expect(isTapMac(fileRead, read, '94eed9ee65337086', '', 0, 0)).toBe(true);
    for (const mac of ['94EED9EE6533708', '94EED9EE653370861', '94EED9EE6533708Z', '']) {
      expect(isTapMac(fileRead, read, mac, '', 0, 0), mac).toBe(false);
    }
    expect(isHex('0123456789abcdefABCDEF', 22)).toBe(true);
    expect(isHex('0123456789abcdefABCDEF', 21)).toBe(false);
  });
});
