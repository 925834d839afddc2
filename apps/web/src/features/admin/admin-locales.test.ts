import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '../../../public/locales/de/admin.json';
import en from '../../../public/locales/en/admin.json';
import translation from '../../../public/locales/en/translation.json';
import { adminMessageKeys } from './lib/messages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [nested, text] of flatten(value, `${prefix}${key}.`)) entries.set(nested, text);
  }
  return entries;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

const english = flatten(en);
const german = flatten(de);
const shared = flatten(translation as Tree);
const has = (keys: Map<string, string>, key: string) =>
  keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`);

describe('admin translation files', () => {
  it('hold exactly the same keys in English and German', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
  });

  it('contain every literal key the admin screens use', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(import.meta.dirname)) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\bt\('([a-zA-Z0-9_.:]+)'/g)) used.add(match[1] as string);
      for (const match of code.matchAll(/'admin:([a-zA-Z0-9_.]+)'/g)) used.add(`admin:${match[1]}`);
    }
    const missing = [...used].filter((key) => {
      if (key.startsWith('translation:')) return !has(shared, key.slice('translation:'.length));
      return !has(english, key.replace(/^admin:/, ''));
    });
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });

  it('translate every spec message the admin screens map', () => {
    for (const key of adminMessageKeys) expect(english.has(key), key).toBe(true);
  });

  it('keep the spec messages word for word in English', async () => {
    const { PLAN_REQUIRED_MESSAGE, QUOTA_MESSAGE } = await import('@nfc/contract/admin');
    const { pricingMessages } = await import('@nfc/contract/pricing');
    expect(english.get('messages.planRequired')).toBe(PLAN_REQUIRED_MESSAGE);
    expect(english.get('messages.quota')).toBe(QUOTA_MESSAGE);
    for (const [name, message] of Object.entries(pricingMessages)) {
      expect(english.get(`messages.pricing.${name}`)).toBe(message);
    }
  });

  it('name every order status, product line and edition, region and category of the contract', async () => {
    const { adminOrderStatuses } = await import('@nfc/contract/orders');
    const { customizationCategories, shippingRegions, tierProductTypes } = await import('@nfc/contract/pricing');
    const { productEditions, productLines } = await import('@nfc/contract/constants');
    const expected = [
      ...adminOrderStatuses.map((status) => `orders.statuses.${status}`),
      ...productLines.map((line) => `orders.lines.${line}`),
      ...productEditions.map((edition) => `orders.editions.${edition}`),
      ...tierProductTypes.map((type) => `pricing.productTypes.${type}`),
      ...customizationCategories.map((category) => `pricing.categories.${category}`),
      ...shippingRegions.map((region) => `pricing.regions.${region}`),
    ];
    expect(expected.filter((key) => !english.has(key))).toEqual([]);
  });
});
