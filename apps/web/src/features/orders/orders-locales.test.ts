import { productEditions, productLines } from '@nfc/contract/constants';
import { customerOrderStatuses, tagWritingPreferences } from '@nfc/contract/orders';
import { describe, expect, it } from 'vitest';
import { findLiteralKeys, hasKey, readNamespace } from '../../test/namespace-keys';

const english = readNamespace('en', 'orders');
const german = readNamespace('de', 'orders');

describe('the orders translations', () => {
  it('hold the same keys in English and German, none empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
  });

  it('contain every key the orders screens use', () => {
    const used = findLiteralKeys(import.meta.dirname, 'orders');
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => !hasKey(english, key))).toEqual([]);
  });

  it('name every product line, edition, status and writing preference', () => {
    const keys = [
      ...productLines.flatMap((line) => [`products.lines.${line}.name`, `products.lines.${line}.description`]),
      ...productEditions.flatMap((edition) => [
        `products.editions.${edition}.name`,
        `products.editions.${edition}.description`,
      ]),
      ...customerOrderStatuses.map((status) => `status.${status}`),
      ...tagWritingPreferences.flatMap((preference) => [
        `writingPreference.${preference}.short`,
        `writingPreference.${preference}.description`,
      ]),
      ...['date', 'amount', 'status'].map((sort) => `history.sort.${sort}`),
      ...['tooLarge', 'wrongType'].map((problem) => `fobs.logo.errors.${problem}`),
    ];
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });
});
