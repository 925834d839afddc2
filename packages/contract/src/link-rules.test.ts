import { describe, expect, it } from 'vitest';
import {
  type CompiledLinkRule,
  compileLinkRules,
  LINK_RULES_MAX,
  linkRulesSchema,
  matchLinkRule,
  operatingSystemOf,
  primaryLanguageOf,
} from './link-rules.ts';

const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  // iPadOS 13+ asks for desktop pages and says it is a Mac: counted as one, as every server-side detector does.
  iPadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  ubuntu: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  whatsapp: 'WhatsApp/2.23.20.0 A',
  curl: 'curl/8.4.0',
};

describe('operatingSystemOf', () => {
  it('names the system of real phones and desktops', () => {
    expect(operatingSystemOf(agents.iPhone)).toBe('ios');
    expect(operatingSystemOf(agents.iPad)).toBe('ios');
    expect(operatingSystemOf(agents.iPhoneChrome)).toBe('ios');
    expect(operatingSystemOf(agents.pixel)).toBe('android');
    expect(operatingSystemOf(agents.samsung)).toBe('android');
    expect(operatingSystemOf(agents.windowsEdge)).toBe('windows');
    expect(operatingSystemOf(agents.macChrome)).toBe('macos');
    expect(operatingSystemOf(agents.iPadDesktop)).toBe('macos');
    expect(operatingSystemOf(agents.linuxFirefox)).toBe('linux');
    expect(operatingSystemOf(agents.ubuntu)).toBe('linux');
  });

  it('names none for bots without a system, and for no agent at all', () => {
    for (const agent of [agents.googlebot, agents.facebook, agents.whatsapp, agents.curl, '', null, undefined]) {
      expect(operatingSystemOf(agent), String(agent)).toBeNull();
    }
    // A bot posing as a phone is judged by its words; the writer flags it as a bot all the same.
    expect(
      operatingSystemOf(
        'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      ),
    ).toBe('android');
  });
});

describe('primaryLanguageOf', () => {
  it('takes the first entry’s two-letter primary subtag, in lower case', () => {
    expect(primaryLanguageOf('de-AT,de;q=0.9')).toBe('de');
    expect(primaryLanguageOf('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(primaryLanguageOf('EN-us')).toBe('en');
    expect(primaryLanguageOf('fr')).toBe('fr');
    expect(primaryLanguageOf('  en-GB, en')).toBe('en');
    expect(primaryLanguageOf('de_DE')).toBe('de');
    expect(primaryLanguageOf('it;q=0.8')).toBe('it');
    expect(primaryLanguageOf('zh-Hant-TW,zh;q=0.9')).toBe('zh');
  });

  it('answers null to junk, three-letter codes, wildcards and missing headers', () => {
    for (const header of [
      'deu',
      'deu-AT',
      '*',
      'x-klingon',
      'e',
      '12',
      'ü-x',
      'd3',
      '-de',
      ';q=1',
      '',
      '   ',
      'a'.repeat(10_000),
      null,
      undefined,
    ]) {
      expect(primaryLanguageOf(header), String(header).slice(0, 20)).toBeNull();
    }
  });
});

describe('matchLinkRule', () => {
  const at = Date.parse('2026-06-15T12:00:00Z');
  const rule = (fields: Partial<CompiledLinkRule>): CompiledLinkRule => ({
    os: null,
    language: null,
    from: Number.NEGATIVE_INFINITY,
    until: Number.POSITIVE_INFINITY,
    url: 'https://example.com/',
    ...fields,
  });

  it('answers the first rule whose every condition holds, else -1', () => {
    const rules = [
      rule({ os: 'ios', language: 'fr', url: 'https://example.com/ios-fr' }),
      rule({ os: 'ios', url: 'https://example.com/ios' }),
      rule({ os: 'android', url: 'https://example.com/android' }),
      rule({ language: 'de', url: 'https://example.com/de' }),
      rule({ os: 'ios', url: 'https://example.com/ios-again' }),
    ];
    expect(matchLinkRule(rules, { os: 'ios', language: 'fr', at })).toBe(0);
    expect(matchLinkRule(rules, { os: 'ios', language: 'de', at })).toBe(1);
    expect(matchLinkRule(rules, { os: 'android', language: 'de', at })).toBe(2);
    expect(matchLinkRule(rules, { os: 'windows', language: 'de', at })).toBe(3);
    expect(matchLinkRule(rules, { os: null, language: 'de', at })).toBe(3);
    expect(matchLinkRule(rules, { os: 'windows', language: 'en', at })).toBe(-1);
    expect(matchLinkRule(rules, { os: null, language: null, at })).toBe(-1);
    expect(matchLinkRule([], { os: 'ios', language: 'de', at })).toBe(-1);
  });

  it('counts from as inclusive and until as exclusive', () => {
    const [window] = compileLinkRules([
      { from: '2026-06-01T00:00:00.000Z', until: '2026-07-01T00:00:00.000Z', url: 'https://example.com/june' },
    ]);
    const rules = [window!];
    const june = (time: string) => matchLinkRule(rules, { os: null, language: null, at: Date.parse(time) });
    expect(june('2026-05-31T23:59:59.999Z')).toBe(-1);
    expect(june('2026-06-01T00:00:00.000Z')).toBe(0);
    expect(june('2026-06-30T23:59:59.999Z')).toBe(0);
    expect(june('2026-07-01T00:00:00.000Z')).toBe(-1);
    // Open ends: only a start, only an end.
    const [after, before] = compileLinkRules([
      { from: '2026-06-01T00:00:00.000Z', url: 'https://example.com/after' },
      { until: '2026-06-01T00:00:00.000Z', url: 'https://example.com/before' },
    ]);
    expect(matchLinkRule([after!, before!], { os: null, language: null, at: Date.parse('2030-01-01T00:00:00Z') })).toBe(
      0,
    );
    expect(matchLinkRule([after!, before!], { os: null, language: null, at: Date.parse('2020-01-01T00:00:00Z') })).toBe(
      1,
    );
  });
});

describe('linkRulesSchema', () => {
  const url = 'https://example.com/x';

  it('keeps only the conditions given, dates as UTC ISO strings and languages in lower case', () => {
    const parsed = linkRulesSchema.parse([
      { os: 'android', url, extra: 'dropped' },
      { language: ' DE ', os: null, from: null, url },
      { from: '2026-01-01T10:00:00+02:00', until: '2026-01-02T00:00:00Z', url },
    ]);
    expect(parsed).toEqual([
      { os: 'android', url },
      { language: 'de', url },
      { from: '2026-01-01T08:00:00.000Z', until: '2026-01-02T00:00:00.000Z', url },
    ]);
    expect(linkRulesSchema.parse([])).toEqual([]);
  });

  it('refuses bad rules with the field that is wrong', () => {
    const issue = (rules: unknown) => {
      const result = linkRulesSchema.safeParse(rules);
      expect(result.success, JSON.stringify(rules)).toBe(false);
      const [first] = result.error!.issues;
      return { path: first!.path.join('.'), message: first!.message };
    };
    expect(issue([{ url }])).toEqual({ path: '0.os', message: 'validation.ruleCondition' });
    expect(issue([{ os: 'symbian', url }])).toEqual({ path: '0.os', message: 'validation.invalid' });
    expect(issue([{ language: 'deu', url }])).toEqual({ path: '0.language', message: 'validation.languageCode' });
    expect(issue([{ os: 'ios', url: 'javascript:alert(1)' }])).toEqual({ path: '0.url', message: 'validation.url' });
    expect(issue([{ os: 'ios' }])).toEqual({ path: '0.url', message: 'validation.url' });
    expect(issue([{ from: 'tomorrow', url }])).toEqual({ path: '0.from', message: 'validation.dateTime' });
    expect(issue([{ from: '2026-02-01T00:00:00Z', until: '2026-01-01T00:00:00Z', url }])).toEqual({
      path: '0.until',
      message: 'validation.untilAfterFrom',
    });
    expect(issue([{ from: '2026-02-01T00:00:00Z', until: '2026-02-01T00:00:00Z', url }]).message).toBe(
      'validation.untilAfterFrom',
    );
    expect(issue(Array.from({ length: LINK_RULES_MAX + 1 }, () => ({ os: 'ios', url })))).toEqual({
      path: '',
      message: 'validation.tooManyRules',
    });
    expect(issue('rules')).toEqual({ path: '', message: 'validation.invalid' });
    expect(issue([5])).toEqual({ path: '0', message: 'validation.invalid' });
  });
});
