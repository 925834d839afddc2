import { join } from 'node:path';
import { scanSources } from '@nfc/contract/scans';
import { describe, expect, it } from 'vitest';
import { findLiteralKeys, hasKey, placeholdersOf, readNamespace } from '../../test/namespace-keys';

const english = readNamespace('en', 'leads');
const german = readNamespace('de', 'leads');

describe('the leads namespace', () => {
  it('holds exactly the same keys in English and German, none of them empty, with the same placeholders', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(german.get(key)?.trim(), key).not.toBe('');
      expect(placeholdersOf(german.get(key) ?? ''), key).toEqual(placeholdersOf(text));
    }
  });

  it('contains every key the code asks for, including one label per lead source', () => {
    const used = findLiteralKeys(join(import.meta.dirname, '../..'), 'leads');
    expect(used.length).toBeGreaterThan(10);
    const missing = used.filter((key) => !hasKey(english, key));
    for (const source of scanSources) if (!english.has(`sources.${source}`)) missing.push(`sources.${source}`);
    expect(missing).toEqual([]);
  });
});
