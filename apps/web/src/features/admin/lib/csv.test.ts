import { toCsv, toCsvCell } from '@nfc/contract/csv';
import { describe, expect, it } from 'vitest';
import { toCsvBlob } from './csv';

describe('toCsvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(toCsvCell('Users')).toBe('Users');
    expect(toCsvCell(12.5)).toBe('12.5');
    expect(toCsvCell(0)).toBe('0');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(toCsvCell('a,b')).toBe('"a,b"');
    expect(toCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(toCsvCell('two\nlines')).toBe('"two\nlines"');
    expect(toCsvCell('a;b')).toBe('"a;b"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(toCsvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(toCsvCell('@cmd')).toBe("'@cmd");
    expect(toCsvCell('+1')).toBe("'+1");
    // Numbers are data, never formulas.
    expect(toCsvCell(-5)).toBe('-5');
  });

  it('writes nothing for missing values and non-finite numbers', () => {
    expect(toCsvCell(null)).toBe('');
    expect(toCsvCell(undefined)).toBe('');
    expect(toCsvCell(Number.NaN)).toBe('');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF', () => {
    expect(
      toCsv([
        ['Figure', 'Value'],
        ['Users', 3],
        ['Revenue', 49.9],
      ]),
    ).toBe('Figure,Value\r\nUsers,3\r\nRevenue,49.9');
  });

  it('makes a UTF-8 CSV file with a byte order mark', async () => {
    const blob = toCsvBlob([['Größe', 1]]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Größe,1\r\n');
  });
});
