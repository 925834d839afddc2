import { crmCallbackOutcomes } from '@nfc/contract/integrations';
import { describe, expect, it } from 'vitest';
import { findLiteralKeys, hasKey, placeholdersOf, readNamespace } from '../../test/namespace-keys';

const english = readNamespace('en', 'integrations');
const german = readNamespace('de', 'integrations');

describe('the integrations translations', () => {
  it('hold the same keys and placeholders in English and German, none empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of english) expect(placeholdersOf(german.get(key) ?? ''), key).toEqual(placeholdersOf(text));
  });

  it('contain every key the integrations page uses and every Salesforce outcome', () => {
    const used = findLiteralKeys(import.meta.dirname, 'integrations');
    expect(used.length).toBeGreaterThan(20);
    const generated = crmCallbackOutcomes.map((outcome) => `salesforce.outcome.${outcome}`);
    expect([...used, ...generated].filter((key) => !hasKey(english, key))).toEqual([]);
  });
});
