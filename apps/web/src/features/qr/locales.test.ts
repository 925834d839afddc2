import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findLiteralKeys,
  findMissingPlainKeys,
  hasKey,
  placeholdersOf,
  readNamespace,
} from '../../test/namespace-keys';

const english = readNamespace('en', 'qr');
const german = readNamespace('de', 'qr');

describe('the qr namespace', () => {
  it('holds exactly the same keys in English and German, none of them empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
  });

  it('has the same placeholders in both languages', () => {
    for (const [key, text] of english) expect(placeholdersOf(german.get(key) ?? ''), key).toEqual(placeholdersOf(text));
  });

  it('contains every key the code asks for, here and in the tag and vCard dialogs', () => {
    const used = findLiteralKeys(join(import.meta.dirname, '../..'), 'qr');
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((key) => !hasKey(english, key))).toEqual([]);
    expect(findMissingPlainKeys(import.meta.dirname, 'qr', english)).toEqual([]);
  });
});
