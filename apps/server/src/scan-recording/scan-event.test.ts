import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JOURNAL_FIELD_NAMES, type JournaledScan, toJournalLine } from './scan-event.ts';

const base: JournaledScan = {
  id: randomUUID(),
  at: 1_764_285_000_123,
  ownerId: randomUUID(),
  tagId: randomUUID(),
  vcfConfigId: null,
  kind: 'link',
  source: 'nfc',
  viaTagId: null,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
  language: 'de-DE',
  referrer: null,
  country: null,
};

/** What the journal line reads back as, against what JSON.stringify would have written. */
const expectSameAsStringify = (scan: JournaledScan) =>
  expect(JSON.parse(toJournalLine(scan))).toEqual(JSON.parse(JSON.stringify(scan)));

describe('journal lines', () => {
  it('read back as JSON.stringify would have written them: a plain link scan', () => {
    expectSameAsStringify(base);
    expect(toJournalLine(base)).toBe(JSON.stringify(base));
  });

  it('write every field of a scan that has them all', () => {
    const full: Required<JournaledScan> = {
      ...base,
      vcfConfigId: randomUUID(),
      viaTagId: randomUUID(),
      kind: 'page',
      source: 'qr',
      matchedRule: 3,
      referrer: 'https://example.com/?q="quoted"&x=\\back',
      country: 'DE',
      platform: 'iOS',
      screenResolution: '390x844',
      timezone: 'Europe/Berlin',
      latitude: 52.52,
      longitude: -13.4,
      isBot: true,
      verification: 'verified',
      chipUid: '04DE5F1EACC040',
      chipCounter: 61,
      chipClaim: true,
      sunPicc: 'EF963FF7828658A599F3041510671E88',
      sunMac: '94EED9EE65337086',
      sunMacInput: 'EF963FF7828658A599F3041510671E88&x="\\&cmac=',
      sunKeyVersion: 2,
    };
    expectSameAsStringify(full);
    expect(Object.keys(JSON.parse(toJournalLine(full))).sort()).toEqual([...JOURNAL_FIELD_NAMES].sort());
  });

  it('escapes what visitors send and writes nulls, odd numbers and absent optionals as JSON.stringify does', () => {
    for (const odd of [
      '"',
      '\\',
      '\n\t\u0000',
      'a\u001fb\u007f',
      'plain 203.0.113.9',
      '\u2028\u2029',
      'émoji 😀',
      '</script>',
      '\ud800',
    ]) {
      const scan = {
        ...base,
        userAgent: odd,
        language: odd,
        referrer: odd,
        ip: odd,
        country: odd,
        ...{ sunPicc: 'A'.repeat(32), sunMac: 'B'.repeat(16), sunMacInput: odd, sunKeyVersion: 1 },
      };
      expectSameAsStringify(scan);
      // Text needing no escape is quoted as it is; the rest escaped exactly as JSON.stringify escapes it.
      expect(toJournalLine(scan)).toBe(JSON.stringify(scan));
    }
    expectSameAsStringify({ ...base, userAgent: null, language: null, matchedRule: null, latitude: null });
    expectSameAsStringify({ ...base, latitude: Number.NaN, longitude: Number.POSITIVE_INFINITY, chipCounter: 0 });
    expectSameAsStringify({ ...base, platform: null, screenResolution: null, timezone: null });
  });
});
