import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasKey, readNamespace, sourceFiles } from '../../test/namespace-keys';
import { adminMessageKeys } from './lib/messages';

const english = readNamespace('en', 'admin');
const german = readNamespace('de', 'admin');
const shared = readNamespace('en', 'translation');

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
      if (key.startsWith('translation:')) return !hasKey(shared, key.slice('translation:'.length));
      return !hasKey(english, key.replace(/^admin:/, ''));
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

  it('name every order status, product line and edition, region, category and team role of the contract', async () => {
    const { adminOrderStatuses } = await import('@nfc/contract/orders');
    const { teamRoles } = await import('@nfc/contract/team-roles');
    const { customizationCategories, shippingRegions, tierProductTypes } = await import('@nfc/contract/pricing');
    const { productEditions, productLines } = await import('@nfc/contract/constants');
    const expected = [
      ...adminOrderStatuses.map((status) => `orders.statuses.${status}`),
      ...productLines.map((line) => `orders.lines.${line}`),
      ...productEditions.map((edition) => `orders.editions.${edition}`),
      ...tierProductTypes.map((type) => `pricing.productTypes.${type}`),
      ...customizationCategories.map((category) => `pricing.categories.${category}`),
      ...shippingRegions.map((region) => `pricing.regions.${region}`),
      ...teamRoles.map((role) => `users.teamRoles.${role}`),
    ];
    expect(expected.filter((key) => !english.has(key))).toEqual([]);
  });
});
