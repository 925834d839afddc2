import { describe, expect, it } from 'vitest';
import { findLiteralKeys, hasKey, placeholdersOf, readNamespace } from './test/namespace-keys';

const english = readNamespace('en', 'wallet');
const german = readNamespace('de', 'wallet');

// The wallet texts serve the card list, the editor, the team page and the public card page alike.
describe('the wallet translations', () => {
  it('hold the same keys and placeholders in English and German, none empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of english) expect(placeholdersOf(german.get(key) ?? ''), key).toEqual(placeholdersOf(text));
  });

  it('contain every key the code asks for, and no key it never uses', () => {
    const used = findLiteralKeys(import.meta.dirname, 'wallet');
    expect(used.length).toBeGreaterThan(15);
    expect(used.filter((key) => !hasKey(english, key))).toEqual([]);
    const plainKeys = [...english.keys()].map((key) => key.replace(/_(zero|one|other)$/, ''));
    expect([...new Set(plainKeys)].filter((key) => !used.includes(key))).toEqual([]);
  });

  it('name the badges as Apple and Google do', () => {
    expect([english.get('buttons.apple'), english.get('buttons.google')]).toEqual([
      'Add to Apple Wallet',
      'Add to Google Wallet',
    ]);
    expect([german.get('buttons.apple'), german.get('buttons.google')]).toEqual([
      'Zu Apple Wallet hinzufügen',
      'Zu Google Wallet hinzufügen',
    ]);
  });
});
