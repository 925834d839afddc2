import { describe, expect, it } from 'vitest';
import { getRuleRows, shortenUrl } from './rule-rows';

describe('the rules breakdown', () => {
  const rules = [
    { os: 'ios' as const, url: 'https://apps.apple.com/app/1' },
    { language: 'de', url: 'https://shop.example/de' },
  ];

  it('lists every rule in order with 0 for none, then rules gone since, then the target', () => {
    const rows = getRuleRows(rules, [
      { key: 'default', count: 7 },
      { key: '1', count: 3 },
      { key: '4', count: 2 },
      { key: '3', count: 0 },
    ]);
    expect(rows.map((row) => [row.key, row.position, row.rule?.url ?? null, row.count])).toEqual([
      ['1', 1, 'https://apps.apple.com/app/1', 3],
      ['2', 2, 'https://shop.example/de', 0],
      ['4', 4, null, 2],
      ['default', null, null, 7],
    ]);
  });

  it('holds only the target for a tag without rules', () => {
    expect(getRuleRows([], [])).toEqual([{ key: 'default', position: null, rule: null, count: 0 }]);
  });

  it('shortens URLs for one line', () => {
    expect(shortenUrl('https://www.example.com/menu')).toBe('example.com/menu');
    expect(shortenUrl('https://apps.apple.com/de/app/some-very-long-app-name/id123456789', 24)).toBe(
      'apps.apple.com/de/app/s…',
    );
  });
});
