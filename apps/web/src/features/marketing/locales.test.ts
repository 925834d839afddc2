import { describe, expect, it } from 'vitest';
import { findMissingPlainKeys, readNamespace } from '../../test/namespace-keys';

const english = readNamespace('en', 'marketing');
const german = readNamespace('de', 'marketing');

describe('the marketing namespace', () => {
  it('holds exactly the same keys in English and German, none of them empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
  });

  it('contains every key the code asks for, including each template key', () => {
    expect(findMissingPlainKeys(import.meta.dirname, 'marketing', english)).toEqual([]);
  });
});
