import { describe, expect, it } from 'vitest';
import { testLinkRules, toTestLanguage } from './rule-tester';
import { emptyLinkRule, type LinkRuleFormValues } from './tag-form-values';

const row = (values: Partial<LinkRuleFormValues>): LinkRuleFormValues => ({ ...emptyLinkRule, ...values });
const at = Date.parse('2026-05-01T12:00:00Z');

describe('the "test as" preview', () => {
  const rules = [
    row({ os: 'ios', url: 'https://apps.apple.com/app/1' }),
    row({ language: 'de', url: 'https://shop.example/de' }),
    row({ os: 'android', language: 'de', url: 'https://never.example' }),
  ];

  it('picks the first rule that holds', () => {
    expect(testLinkRules(rules, { os: 'ios', language: 'de', at })).toEqual({
      ruleIndex: 0,
      url: 'https://apps.apple.com/app/1',
      skipped: [],
    });
    expect(testLinkRules(rules, { os: 'android', language: 'de', at })).toMatchObject({
      ruleIndex: 1,
      url: 'https://shop.example/de',
    });
  });

  it("falls back to the tag's own target when none holds", () => {
    expect(testLinkRules(rules, { os: 'windows', language: 'en', at })).toEqual({
      ruleIndex: null,
      url: null,
      skipped: [],
    });
    expect(testLinkRules([], { os: 'ios', language: null, at })).toMatchObject({ ruleIndex: null });
  });

  it('honours the dates: from inclusive, until exclusive', () => {
    // Dates as the UTC clock, whatever the test machine's zone: local values are made from the same instants.
    const local = (iso: string) => {
      const date = new Date(iso);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    };
    const sale = [
      row({ from: local('2026-05-01T12:00:00Z'), until: local('2026-05-02T12:00:00Z'), url: 'https://sale.example' }),
    ];
    expect(testLinkRules(sale, { os: null, language: null, at })).toMatchObject({ ruleIndex: 0 });
    expect(testLinkRules(sale, { os: null, language: null, at: at - 60_000 })).toMatchObject({ ruleIndex: null });
    expect(testLinkRules(sale, { os: null, language: null, at: at + 86_400_000 })).toMatchObject({ ruleIndex: null });
  });

  it('leaves out rows that are not valid yet, keeping the others at their positions', () => {
    const draft = [
      row({ os: 'ios', url: '' }),
      row({ url: 'https://no-condition.example' }),
      row({ os: 'ios', url: 'https://apps.apple.com/app/1' }),
    ];
    expect(testLinkRules(draft, { os: 'ios', language: null, at })).toEqual({
      ruleIndex: 2,
      url: 'https://apps.apple.com/app/1',
      skipped: [0, 1],
    });
  });

  it('reads the language as the scan link does', () => {
    expect(toTestLanguage(' DE ')).toBe('de');
    expect(toTestLanguage('')).toBeNull();
    expect(toTestLanguage('d')).toBeNull();
  });
});
