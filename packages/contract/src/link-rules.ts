import { z } from 'zod';
import { plainText } from './text.ts';
import { httpUrlSchema } from './urls.ts';

/** At most this many rules per tag; the scan link checks them in order, from memory. */
export const LINK_RULES_MAX = 10;
export const ruleOperatingSystems = ['ios', 'android', 'windows', 'macos', 'linux'] as const;
export type RuleOperatingSystem = (typeof ruleOperatingSystems)[number];

const isoDateTime = z.iso.datetime({ offset: true, error: 'validation.dateTime' });

/** One rule: every condition it names must hold; the first rule that holds decides where a scan goes. */
export const linkRuleSchema = z
  .object(
    {
      os: z.enum(ruleOperatingSystems, { error: 'validation.invalid' }).nullish(),
      language: plainText()
        .trim()
        .regex(/^[A-Za-z]{2}$/, { error: 'validation.languageCode' })
        .transform((value) => value.toLowerCase())
        .nullish(),
      from: isoDateTime.nullish(),
      until: isoDateTime.nullish(),
      url: httpUrlSchema,
    },
    { error: 'validation.invalid' },
  )
  .transform(({ os, language, from, until, url }) => ({
    ...(os ? { os } : {}),
    ...(language ? { language } : {}),
    ...(from ? { from: new Date(from).toISOString() } : {}),
    ...(until ? { until: new Date(until).toISOString() } : {}),
    url,
  }))
  .superRefine((rule, ctx) => {
    if (!rule.os && !rule.language && !rule.from && !rule.until) {
      ctx.addIssue({ code: 'custom', path: ['os'], message: 'validation.ruleCondition' });
    }
    if (rule.from && rule.until && rule.from >= rule.until) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'validation.untilAfterFrom' });
    }
  });
/** A stored rule as the API answers it. */
export const linkRuleViewSchema = z.object({
  os: z.enum(ruleOperatingSystems).optional(),
  language: z.string().optional().describe('Two letters, lower case'),
  from: z.string().optional().describe('ISO date-time, inclusive'),
  until: z.string().optional().describe('ISO date-time, exclusive'),
  url: z.string(),
});
export type LinkRule = z.infer<typeof linkRuleViewSchema>;

export const linkRulesSchema = z
  .array(linkRuleSchema, { error: 'validation.invalid' })
  .max(LINK_RULES_MAX, { error: 'validation.tooManyRules' });

/** What a scan is matched on: the phone's system, its first language (two letters) and the time. */
export type ScanConditions = { os: RuleOperatingSystem | null; language: string | null; at: number };

/** A rule as the scan path keeps it in memory: dates as epoch milliseconds. */
export type CompiledLinkRule = {
  os: RuleOperatingSystem | null;
  language: string | null;
  from: number;
  until: number;
  url: string;
};

export function compileLinkRules(rules: readonly LinkRule[]): CompiledLinkRule[] {
  return rules.map((rule) => ({
    os: rule.os ?? null,
    language: rule.language ?? null,
    from: rule.from ? Date.parse(rule.from) : Number.NEGATIVE_INFINITY,
    until: rule.until ? Date.parse(rule.until) : Number.POSITIVE_INFINITY,
    url: rule.url,
  }));
}

/** The index of the first rule that holds (from inclusive, until exclusive), or -1: the tag's own target. */
export function matchLinkRule(rules: readonly CompiledLinkRule[], scan: ScanConditions): number {
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index]!;
    if (rule.os !== null && rule.os !== scan.os) continue;
    if (rule.language !== null && rule.language !== scan.language) continue;
    if (scan.at < rule.from || scan.at >= rule.until) continue;
    return index;
  }
  return -1;
}

/**
 * The operating system a user agent names, by plain substring checks (no regex touches the header). iPhones and
 * iPads say "like Mac OS X" and Android says "Linux", so those are asked first. iPadOS 13+ in desktop mode claims
 * to be a Mac; it is counted as one, as every server-side detector does.
 */
export function operatingSystemOf(userAgent: string | null | undefined): RuleOperatingSystem | null {
  if (!userAgent) return null;
  if (userAgent.includes('iPhone') || userAgent.includes('iPad') || userAgent.includes('iPod')) return 'ios';
  if (userAgent.includes('Android')) return 'android';
  if (userAgent.includes('Windows')) return 'windows';
  if (userAgent.includes('Macintosh') || userAgent.includes('Mac OS X')) return 'macos';
  if (userAgent.includes('Linux') || userAgent.includes('X11')) return 'linux';
  return null;
}

/** The primary subtag of the first Accept-Language entry, lower case, if it has two letters ('de-AT;q=1' -> 'de'). */
export function primaryLanguageOf(acceptLanguage: string | null | undefined): string | null {
  if (!acceptLanguage) return null;
  const first = acceptLanguage.slice(0, 40).trimStart();
  const a = first.charCodeAt(0) | 0x20;
  const b = first.charCodeAt(1) | 0x20;
  const isLetter = (code: number) => code >= 97 && code <= 122;
  if (!isLetter(a) || !isLetter(b)) return null;
  const after = first.charAt(2);
  if (after !== '' && after !== '-' && after !== '_' && after !== ';' && after !== ',' && after !== ' ') return null;
  return String.fromCharCode(a, b);
}
