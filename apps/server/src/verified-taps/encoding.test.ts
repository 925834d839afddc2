import { describe, expect, it } from 'vitest';
import {
  CMAC_PLACEHOLDER,
  ENCODING_SHEET_COLUMNS,
  encodingSheetCsv,
  NTAG424_NDEF_FILE_BYTES,
  ndefFile,
  PICC_DATA_PLACEHOLDER,
  SUN_QUERY,
  sdmLayout,
} from './encoding.ts';

const template = (base: string) => `${base}${SUN_QUERY}`;

describe('sdmLayout', () => {
  it('lays out a short https record as worked out by hand', () => {
    const url = template('https://example.com/t/Ab3dEf7h');
    // NLEN (2) + D1 01 <len> 55 (4) + 04 (1): the URI "example.com/t/Ab3dEf7h?picc_data=..." starts at byte 7.
    // "example.com/t/Ab3dEf7h?picc_data=" is 33 bytes: the PICC data at 40; 32 digits and "&cmac=" later, 78.
    // URI: 33 + 32 + 6 + 16 = 87 bytes, payload 88, record 4 + 88 = 92, file 94.
    expect(sdmLayout(url)).toEqual({
      uriPrefixCode: 0x04,
      piccDataOffset: 40,
      sdmMacInputOffset: 40,
      sdmMacOffset: 78,
      ndefFileBytes: 94,
    });
    const file = ndefFile(url);
    expect(file.subarray(0, 7).toString('hex')).toBe('005cd101585504');
    expect(file.subarray(7, 18).toString('ascii')).toBe('example.com');
    expect(file.length).toBe(94);
    expect(file.length).toBeLessThanOrEqual(NTAG424_NDEF_FILE_BYTES);
  });

  it('points its offsets at the placeholders in the file the chip holds', () => {
    const url = template('https://cards.example.org/t/Zz09Yy87');
    const layout = sdmLayout(url);
    const file = ndefFile(url);
    expect(file.subarray(layout.piccDataOffset - 10, layout.piccDataOffset).toString('ascii')).toBe('picc_data=');
    expect(file.subarray(layout.piccDataOffset, layout.piccDataOffset + 32).toString('ascii')).toBe(
      PICC_DATA_PLACEHOLDER,
    );
    expect(file.subarray(layout.sdmMacOffset - 5, layout.sdmMacOffset).toString('ascii')).toBe('cmac=');
    expect(file.subarray(layout.sdmMacOffset, layout.sdmMacOffset + 16).toString('ascii')).toBe(CMAC_PLACEHOLDER);
    expect(layout.sdmMacOffset + 16).toBe(layout.ndefFileBytes);
  });

  it('uses a long record, with a 4-byte payload length, for a payload over 255 bytes', () => {
    const host = `https://${'a'.repeat(180)}.example`;
    const url = template(`${host}/t/Ab3dEf7h`);
    const uriBytes = url.length - 'https://'.length;
    expect(1 + uriBytes).toBeGreaterThan(255);
    const layout = sdmLayout(url);
    // NLEN (2) + C1 01 <4 bytes> 55 (7) + 04 (1): the URI starts at byte 10.
    const piccAt = url.indexOf('picc_data=') + 10 - 'https://'.length;
    expect(layout).toEqual({
      uriPrefixCode: 0x04,
      piccDataOffset: 10 + piccAt,
      sdmMacInputOffset: 10 + piccAt,
      sdmMacOffset: 10 + piccAt + 32 + '&cmac='.length,
      ndefFileBytes: 2 + 7 + 1 + uriBytes,
    });
    const file = ndefFile(url);
    expect(file[2]).toBe(0xc1);
    expect(file.readUInt32BE(4)).toBe(1 + uriBytes);
    expect(file.readUInt16BE(0)).toBe(file.length - 2);
    expect(file.subarray(layout.piccDataOffset, layout.piccDataOffset + 32).toString('ascii')).toBe(
      PICC_DATA_PLACEHOLDER,
    );
    expect(layout.ndefFileBytes).toBeGreaterThan(NTAG424_NDEF_FILE_BYTES);
  });

  it('keeps a payload of exactly 255 bytes short', () => {
    const base = 'https://x.example/t/';
    const fill = 255 - 1 - (base.length - 'https://'.length) - SUN_QUERY.length;
    const url = template(`${base}${'b'.repeat(fill)}`);
    expect(ndefFile(url)[2]).toBe(0xd1);
    expect(sdmLayout(url).ndefFileBytes).toBe(2 + 4 + 255);
    expect(ndefFile(template(`${base}${'b'.repeat(fill + 1)}`))[2]).toBe(0xc1);
  });

  it('gives http URLs the prefix code 0x03 and leaves "http://" out of the record', () => {
    const layout = sdmLayout(template('http://localhost:3000/t/Ab3dEf7h'));
    // "localhost:3000/t/Ab3dEf7h?picc_data=" is 36 bytes after the 7 of the record's start.
    expect(layout).toMatchObject({ uriPrefixCode: 0x03, piccDataOffset: 43, sdmMacInputOffset: 43, sdmMacOffset: 81 });
    expect(ndefFile(template('http://localhost:3000/t/Ab3dEf7h'))[6]).toBe(0x03);
  });

  it('refuses a URL without both placeholders, with them in the wrong order, or of another scheme', () => {
    const refused = [
      'https://example.com/t/Ab3dEf7h',
      `https://example.com/t/Ab3dEf7h?picc_data=${PICC_DATA_PLACEHOLDER}`,
      `https://example.com/t/Ab3dEf7h?cmac=${CMAC_PLACEHOLDER}`,
      `https://example.com/t/Ab3dEf7h?picc_data=0000&cmac=${CMAC_PLACEHOLDER}`,
      `https://example.com/t/Ab3dEf7h?cmac=${CMAC_PLACEHOLDER}&picc_data=${PICC_DATA_PLACEHOLDER}`,
      template('ftp://example.com/t/Ab3dEf7h'),
      template('https://exämple.com/t/Ab3dEf7h'),
    ];
    for (const url of refused) expect(() => sdmLayout(url), url).toThrow(RangeError);
  });
});

describe('encodingSheetCsv', () => {
  const layout = sdmLayout(template('https://example.com/t/Ab3dEf7h'));
  const row = {
    tagCode: 'Ab3dEf7h',
    tagName: 'Front door',
    urlTemplate: template('https://example.com/t/Ab3dEf7h'),
    layout,
    keyReference: 'org:0b0e5f1c-3a52-4b8e-9d2f-1f6e2c7a9b10/v1/an10922-uid',
    chipUid: null,
  };

  it('writes a header and one line a tag, offsets in decimal and the prefix code in hex', () => {
    const csv = encodingSheetCsv([row, { ...row, tagCode: 'Zz09Yy87', chipUid: '04DE5F1EACC040' }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(ENCODING_SHEET_COLUMNS.join(','));
    expect(lines[0]).toBe(
      'tag_code,tag_name,url_template,uri_prefix_code,picc_data_offset,sdm_mac_input_offset,sdm_mac_offset,key_reference,chip_uid',
    );
    expect(lines[1]).toBe(
      `Ab3dEf7h,Front door,${row.urlTemplate},0x04,40,40,78,org:0b0e5f1c-3a52-4b8e-9d2f-1f6e2c7a9b10/v1/an10922-uid,`,
    );
    expect(lines[2]?.endsWith(',04DE5F1EACC040')).toBe(true);
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('quotes commas and quotes, and defuses names a spreadsheet would run as formulas', () => {
    const csv = encodingSheetCsv([
      { ...row, tagName: '=HYPERLINK("https://evil.example")' },
      { ...row, tagName: 'Desk, "north"' },
      { ...row, tagName: '@SUM(A1)' },
      { ...row, tagName: '-1+2' },
      { ...row, tagName: '+cmd' },
    ]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toContain(',"\'=HYPERLINK(""https://evil.example"")",');
    expect(lines[2]).toContain(',"Desk, ""north""",');
    expect(lines[3]).toContain(",'@SUM(A1),");
    expect(lines[4]).toContain(",'-1+2,");
    expect(lines[5]).toContain(",'+cmd,");
  });
});
