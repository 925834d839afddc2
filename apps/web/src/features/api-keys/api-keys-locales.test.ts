import { apiKeyScopes } from '@nfc/contract/api-keys';
import { describe, expect, it } from 'vitest';
import { findLiteralKeys, hasKey, placeholdersOf, readNamespace } from '../../test/namespace-keys';

const english = readNamespace('en', 'apikeys');
const german = readNamespace('de', 'apikeys');

describe('the API keys translations', () => {
  it('hold the same keys and placeholders in English and German, none empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of english) expect(placeholdersOf(german.get(key) ?? ''), key).toEqual(placeholdersOf(text));
  });

  it('contain every key the API key screens use and a description of every scope (tags:read as scopes.tags.read)', () => {
    const used = findLiteralKeys(import.meta.dirname, 'apikeys');
    expect(used.length).toBeGreaterThan(30);
    const generated = apiKeyScopes.map((scope) => `scopes.${scope.replace(':', '.')}`);
    expect([...used, ...generated].filter((key) => !hasKey(english, key))).toEqual([]);
  });
});
