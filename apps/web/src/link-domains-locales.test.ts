import { linkDomainStatuses } from '@nfc/contract/link-domains';
import { describe, expect, it } from 'vitest';
import { findLiteralKeys, hasKey, placeholdersOf, readNamespace } from './test/namespace-keys';

const english = readNamespace('en', 'domains');
const german = readNamespace('de', 'domains');

// The link-domain texts serve the Domains settings and the picker of the tag form and the card editor alike.
describe('the link domain translations', () => {
  it('hold the same keys and placeholders in English and German, none empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of english) expect(placeholdersOf(german.get(key) ?? ''), key).toEqual(placeholdersOf(text));
  });

  it('contain every key the code asks for and a name for every state, and no key it never uses', () => {
    const used = [
      ...findLiteralKeys(import.meta.dirname, 'domains'),
      ...linkDomainStatuses.map((status) => `status.${status}`),
    ];
    expect(used.length).toBeGreaterThan(80);
    expect(used.filter((key) => !hasKey(english, key))).toEqual([]);
    const plainKeys = [...english.keys()].map((key) => key.replace(/_(zero|one|other)$/, ''));
    expect([...new Set(plainKeys)].filter((key) => !used.includes(key))).toEqual([]);
  });
});
