import { buildCsv, toCsvCell } from '@nfc/contract/csv';
import type { Tag } from '@nfc/contract/tags';
import { describe, expect, it } from 'vitest';
import { buildTagsCsv, type TagsCsvLabels } from './tags-csv';

describe('CSV cells', () => {
  it('leaves plain values alone and empties null', () => {
    expect(toCsvCell('Bäckerei')).toBe('Bäckerei');
    expect(toCsvCell(42)).toBe('42');
    expect(toCsvCell(-3)).toBe('-3');
    expect(toCsvCell(null)).toBe('');
    expect(toCsvCell(undefined)).toBe('');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(toCsvCell('a,b')).toBe('"a,b"');
    expect(toCsvCell('a;b')).toBe('"a;b"');
    expect(toCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(toCsvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(toCsvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(toCsvCell('+1')).toBe("'+1");
    expect(toCsvCell('-2')).toBe("'-2");
    expect(toCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('builds a document with a BOM and CRLF line ends', () => {
    expect(
      buildCsv([
        ['a', 'b'],
        ['c', null],
      ]),
    ).toBe('\uFEFFa,b\r\nc,\r\n');
  });
});

const tag: Tag = {
  id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  userFacingId: 'AbC12345',
  name: 'Counter, front door',
  status: 'active',
  actionType: 'WEBSITE_LINK',
  actionData: { url: 'https://example.com/menu' },
  campaignId: 'spring-24',
  campaignName: 'Spring "Menu"',
  groupId: null,
  orderId: null,
  documentName: null,
  documentUrl: null,
  scanUrl: 'https://go.example.com/t/AbC12345',
  domainId: '6f1f0c1e-8a4e-4b43-9d57-1f6f0c1e8a4e',
  scanCount: 7,
  rules: [],
  expiresAt: null,
  maxScans: null,
  verification: 'off',
  verificationFallbackUrl: null,
  chip: null,
  createdAt: '2025-03-05T10:00:00.000Z',
  updatedAt: '2025-03-05T10:00:00.000Z',
};

const labels: TagsCsvLabels = {
  headers: {
    id: 'ID',
    name: 'Name',
    actionType: 'Action type',
    target: 'Target',
    campaignId: 'Campaign ID',
    campaignName: 'Campaign name',
    group: 'Group',
    status: 'Status',
    scans: 'Scans',
    scanLink: 'Scan link',
    createdAt: 'Created',
  },
  actionType: (type) => (type === 'WEBSITE_LINK' ? 'Website link' : type),
  status: (status) => (status === 'active' ? 'Active' : 'Inactive'),
  target: (item) => item.actionData.url ?? '',
};

describe('tag list CSV', () => {
  it('has one header row and one row per tag, in order', () => {
    const lines = buildTagsCsv([tag], labels).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('ID,Name,Action type,Target,Campaign ID,Campaign name,Group,Status,Scans,Scan link,Created');
    expect(lines[1]).toBe(
      'AbC12345,"Counter, front door",Website link,https://example.com/menu,spring-24,"Spring ""Menu""",,Active,7,https://go.example.com/t/AbC12345,2025-03-05T10:00:00.000Z',
    );
    expect(lines[2]).toBe('');
  });

  it('is just the header without tags', () => {
    expect(buildTagsCsv([], labels).split('\r\n')).toHaveLength(2);
  });
});
