import { buildCsv, type CsvValue } from '@nfc/contract/csv';
import { SUN_MAC_PARAMETER, SUN_PICC_PARAMETER } from '@nfc/contract/verified-taps';

/**
 * Where the chip writes its SUN message (decision 037): the layout of an NTAG 424 DNA's NDEF file (file 02) that
 * holds a scan link with the two placeholders, as the encoding vendor enters it in ChangeFileSettings. Pure: no
 * keys, no database.
 */

/** The PICC data placeholder: 16 bytes mirrored as 32 ASCII hex digits. */
export const PICC_DATA_PLACEHOLDER = '0'.repeat(32);
/** The MAC placeholder: 8 bytes mirrored as 16 ASCII hex digits. */
export const CMAC_PLACEHOLDER = '0'.repeat(16);
/** The query a scan link ends with on a chip; the chip overwrites the zeros on every tap. */
export const SUN_QUERY = `?${SUN_PICC_PARAMETER}=${PICC_DATA_PLACEHOLDER}&${SUN_MAC_PARAMETER}=${CMAC_PLACEHOLDER}`;
/** The size of the NDEF file (file 02) of an NTAG 424 DNA. */
export const NTAG424_NDEF_FILE_BYTES = 256;

/** NFC Forum URI record identifier codes: the prefix the record leaves out of the URI. */
const uriPrefixes = [
  { code: 0x04, prefix: 'https://' },
  { code: 0x03, prefix: 'http://' },
] as const;

/** NLEN, the 2-byte length of the NDEF message at the start of the file. */
const NLEN_BYTES = 2;
/** Header (MB, ME, SR, TNF = well-known) of a record whose payload fits one length byte, and of one that needs four. */
const SHORT_RECORD_HEADER = 0xd1;
const LONG_RECORD_HEADER = 0xc1;
const SHORT_PAYLOAD_MAX = 255;
/** The record type 'U': a URI. */
const URI_TYPE = 0x55;

export type SdmLayout = {
  /** The URI identifier code: 0x04 (https://) or 0x03 (http://). */
  uriPrefixCode: number;
  /** PICCDataOffset: where the 32 hex digits of the PICC data start, in bytes from the start of the file. */
  piccDataOffset: number;
  /** SDMMACInputOffset: where the MAC's input starts, the PICC data's value (the MAC covers the URL up to itself). */
  sdmMacInputOffset: number;
  /** SDMMACOffset: where the 16 hex digits of the MAC start. */
  sdmMacOffset: number;
  /** NLEN and the record: the bytes the file holds (at most NTAG424_NDEF_FILE_BYTES on the chip). */
  ndefFileBytes: number;
};

/** The ASCII bytes of the URI record's text are the URL's: a URL with anything but ASCII is refused. */
const isAscii = (text: string) => {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 0x7e) return false;
  return true;
};

/**
 * The SDM layout of `url`, a scan link ending in SUN_QUERY's placeholders: NLEN, then one NDEF URI record (short
 * while its payload is at most 255 bytes, else long with a 4-byte length), its payload the prefix code and the URI
 * without the prefix. Throws a RangeError for a URL that is not http(s), not ASCII, or lacks either placeholder.
 */
export function sdmLayout(url: string): SdmLayout {
  const scheme = uriPrefixes.find(({ prefix }) => url.startsWith(prefix));
  if (!scheme) throw new RangeError('the URL must start with https:// or http://');
  if (!isAscii(url)) throw new RangeError('the URL must be ASCII');
  const rest = url.slice(scheme.prefix.length);
  const piccMarker = `${SUN_PICC_PARAMETER}=${PICC_DATA_PLACEHOLDER}`;
  const macMarker = `${SUN_MAC_PARAMETER}=${CMAC_PLACEHOLDER}`;
  const piccAt = rest.indexOf(piccMarker);
  const macAt = rest.indexOf(macMarker, piccAt + piccMarker.length);
  if (piccAt === -1 || macAt === -1) {
    throw new RangeError(`the URL must hold ${piccMarker} and, after it, ${macMarker}`);
  }
  const payloadBytes = 1 + rest.length;
  const isShort = payloadBytes <= SHORT_PAYLOAD_MAX;
  // Header, type length, payload length (1 or 4 bytes), type, then the payload: its prefix code, then the URI.
  const recordHeadBytes = 1 + 1 + (isShort ? 1 : 4) + 1;
  const uriStart = NLEN_BYTES + recordHeadBytes + 1;
  const piccDataOffset = uriStart + piccAt + SUN_PICC_PARAMETER.length + 1;
  return {
    uriPrefixCode: scheme.code,
    piccDataOffset,
    sdmMacInputOffset: piccDataOffset,
    sdmMacOffset: uriStart + macAt + SUN_MAC_PARAMETER.length + 1,
    ndefFileBytes: NLEN_BYTES + recordHeadBytes + payloadBytes,
  };
}

/**
 * The NDEF file's bytes for `url`, as the vendor writes them with WriteData: for checking the layout byte by byte
 * (a reader tool shows the same).
 */
export function ndefFile(url: string): Buffer {
  const layout = sdmLayout(url);
  const prefix = uriPrefixes.find(({ code }) => code === layout.uriPrefixCode)!.prefix;
  const uri = Buffer.from(url.slice(prefix.length), 'ascii');
  const payloadBytes = 1 + uri.length;
  const isShort = payloadBytes <= SHORT_PAYLOAD_MAX;
  const length = isShort ? Buffer.of(payloadBytes) : Buffer.alloc(4);
  if (!isShort) length.writeUInt32BE(payloadBytes);
  const record = Buffer.concat([
    Buffer.of(isShort ? SHORT_RECORD_HEADER : LONG_RECORD_HEADER, 0x01),
    length,
    Buffer.of(URI_TYPE, layout.uriPrefixCode),
    uri,
  ]);
  const nlen = Buffer.alloc(NLEN_BYTES);
  nlen.writeUInt16BE(record.length);
  return Buffer.concat([nlen, record]);
}

/** One tag of an encoding sheet: what its chip is personalised with. Never a key, only its reference. */
export type EncodingSheetRow = {
  tagCode: string;
  tagName: string;
  urlTemplate: string;
  layout: SdmLayout;
  keyReference: string;
  /** The UID of the chip the tag is bound to; null: not bound yet (its first verified tap binds it). */
  chipUid: string | null;
};

export const ENCODING_SHEET_COLUMNS = [
  'tag_code',
  'tag_name',
  'url_template',
  'uri_prefix_code',
  'picc_data_offset',
  'sdm_mac_input_offset',
  'sdm_mac_offset',
  'key_reference',
  'chip_uid',
] as const;

/** The encoding sheet as a CSV file (RFC 4180, formulas defused): one line a tag, offsets in decimal bytes. */
export function encodingSheetCsv(rows: readonly EncodingSheetRow[]): string {
  const lines: CsvValue[][] = rows.map((row) => [
    row.tagCode,
    row.tagName,
    row.urlTemplate,
    `0x${row.layout.uriPrefixCode.toString(16).padStart(2, '0').toUpperCase()}`,
    row.layout.piccDataOffset,
    row.layout.sdmMacInputOffset,
    row.layout.sdmMacOffset,
    row.keyReference,
    row.chipUid,
  ]);
  return buildCsv([[...ENCODING_SHEET_COLUMNS], ...lines]);
}
