import type { Tag } from '@nfc/contract/tags';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getTagFormValues,
  type TagFormValues,
  tagFormSchema,
  toFormFieldPath,
  toTagBodyInput,
} from './tag-form-values';

const base: TagFormValues = {
  ...getTagFormValues(null),
  name: 'Shop',
  actionData: { url: 'https://shop.example', vcfConfigId: '' },
};

describe('tag form values', () => {
  beforeEach(() => {
    vi.stubEnv('TZ', 'Europe/Berlin');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('turns rows, expiry and limit into the body the contract reads: any is null, dates in ISO', () => {
    const input = toTagBodyInput({
      ...base,
      rules: [
        { os: 'ios', language: '', from: '', until: '', url: 'https://apps.apple.com/app/1' },
        { os: '', language: ' DE ', from: '2026-01-15T09:30', until: '', url: 'https://shop.example/de' },
      ],
      expiresAt: '2026-07-01T00:00',
      maxScans: ' 500 ',
    });
    expect(input.rules).toEqual([
      { os: 'ios', language: null, from: null, until: null, url: 'https://apps.apple.com/app/1' },
      { os: null, language: 'DE', from: '2026-01-15T08:30:00.000Z', until: null, url: 'https://shop.example/de' },
    ]);
    expect(input.expiresAt).toBe('2026-06-30T22:00:00.000Z');
    expect(input.maxScans).toBe('500');
  });

  it('clears an emptied expiry and limit (null), and sends no rules as []', () => {
    const parsed = tagFormSchema.parse(base);
    expect(parsed).toMatchObject({ rules: [], expiresAt: null, maxScans: null });
  });

  it('validates rows with the contract and keeps the row in the error path', () => {
    const result = tagFormSchema.safeParse({
      ...base,
      rules: [
        { os: 'android', language: '', from: '', until: '', url: 'https://play.google.com' },
        { os: '', language: '', from: '', until: '', url: 'https://x.example' },
        { os: '', language: 'deu', from: '', until: '', url: 'ftp://x' },
        { os: '', language: '', from: '2026-02-01T10:00', until: '2026-01-01T10:00', url: 'https://x.example' },
      ],
      maxScans: '1.5',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['rules.1.os', 'validation.ruleCondition'],
        ['rules.2.language', 'validation.languageCode'],
        ['rules.2.url', 'validation.url'],
        ['rules.3.until', 'validation.untilAfterFrom'],
        ['maxScans', 'validation.maxScans'],
      ]),
    );
    expect(issues?.some(([path]) => String(path).startsWith('rules.0'))).toBe(false);
  });

  it('parses a valid form into the body: lower-case language, numbers for the limit', () => {
    const parsed = tagFormSchema.parse({
      ...base,
      rules: [{ os: '', language: 'DE', from: '', until: '', url: 'https://shop.example/de' }],
      maxScans: '25',
    });
    expect(parsed.rules).toEqual([{ language: 'de', url: 'https://shop.example/de' }]);
    expect(parsed.maxScans).toBe(25);
  });

  it('starts a new tag with verification off and no fallback', () => {
    expect(getTagFormValues(null)).toMatchObject({ verification: 'off', verificationFallbackUrl: '' });
    expect(tagFormSchema.parse(base)).toMatchObject({ verification: 'off', verificationFallbackUrl: null });
  });

  it('sends the fallback URL with require, https added, and clears it for the other modes', () => {
    const required = tagFormSchema.parse({
      ...base,
      verification: 'require',
      verificationFallbackUrl: ' shop.example/tap-the-tag ',
    });
    expect(required).toMatchObject({
      verification: 'require',
      verificationFallbackUrl: 'https://shop.example/tap-the-tag',
    });
    expect(tagFormSchema.parse({ ...base, verification: 'require', verificationFallbackUrl: '' })).toMatchObject({
      verificationFallbackUrl: null,
    });
    // Hidden with record: a value left over from require is removed, never validated out of sight.
    const recorded = tagFormSchema.parse({ ...base, verification: 'record', verificationFallbackUrl: 'ftp://x' });
    expect(recorded).toMatchObject({ verification: 'record', verificationFallbackUrl: null });
  });

  it('keeps a bad fallback URL on its field', () => {
    const result = tagFormSchema.safeParse({ ...base, verification: 'require', verificationFallbackUrl: 'ftp://x' });
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues.length).toBeGreaterThan(0);
    expect(new Set(issues.map(([path, message]) => `${path} ${message}`))).toEqual(
      new Set(['verificationFallbackUrl validation.url']),
    );
  });

  it('fills the form from a stored tag in the browser time zone', () => {
    const tag = {
      ...({} as Tag),
      name: 'Shop',
      status: 'active',
      actionType: 'WEBSITE_LINK',
      actionData: { url: 'https://shop.example' },
      campaignId: null,
      campaignName: null,
      groupId: null,
      orderId: null,
      rules: [{ os: 'ios', until: '2026-01-15T08:30:00.000Z', url: 'https://apps.apple.com' }],
      expiresAt: '2026-07-01T10:00:00.000Z',
      maxScans: 100,
      verification: 'require',
      verificationFallbackUrl: 'https://shop.example/tap',
      chip: null,
    } satisfies Tag;
    expect(getTagFormValues(tag)).toMatchObject({
      rules: [{ os: 'ios', language: '', from: '', until: '2026-01-15T09:30', url: 'https://apps.apple.com' }],
      expiresAt: '2026-07-01T12:00',
      maxScans: '100',
      verification: 'require',
      verificationFallbackUrl: 'https://shop.example/tap',
    });
    expect(getTagFormValues({ ...tag, verification: 'record', verificationFallbackUrl: null })).toMatchObject({
      verification: 'record',
      verificationFallbackUrl: '',
    });
  });

  it('maps server field errors onto the form, rule errors onto their row', () => {
    expect(toFormFieldPath('name')).toBe('name');
    expect(toFormFieldPath('expiresAt')).toBe('expiresAt');
    expect(toFormFieldPath('verification')).toBe('verification');
    expect(toFormFieldPath('verificationFallbackUrl')).toBe('verificationFallbackUrl');
    expect(toFormFieldPath('rules')).toBe('rules');
    expect(toFormFieldPath('rules.3.url')).toBe('rules.3.url');
    expect(toFormFieldPath('rules.0.os')).toBe('rules.0.os');
    expect(toFormFieldPath('rules.3.evil')).toBeNull();
    expect(toFormFieldPath('rules.x.url')).toBeNull();
    expect(toFormFieldPath('rules.3.url.more')).toBeNull();
    expect(toFormFieldPath('documentFile')).toBeNull();
  });
});
