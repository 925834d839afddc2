import { describe, expect, it } from 'vitest';
import { findLiteralKeys, hasKey, placeholdersOf, readNamespace } from '../../test/namespace-keys';

const english = readNamespace('en', 'data');
const german = readNamespace('de', 'data');

describe('the your-data translations', () => {
  it('hold the same keys and placeholders in English and German, none empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of english) expect(placeholdersOf(german.get(key) ?? ''), key).toEqual(placeholdersOf(text));
  });

  it('contain every key the your-data screens use', () => {
    const used = findLiteralKeys(import.meta.dirname, 'data');
    expect(used.length).toBeGreaterThan(3);
    expect(used.filter((key) => !hasKey(english, key))).toEqual([]);
  });
});
