import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasKey, matchesTemplate, placeholdersOf, readNamespace, sourceFiles } from '../../test/namespace-keys';

const english = readNamespace('en', 'tags');
const german = readNamespace('de', 'tags');

describe('the tags namespace', () => {
  it('holds exactly the same keys in English and German, none of them empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
  });

  it('has the same placeholders in both languages', () => {
    for (const [key, text] of english) expect(placeholdersOf(german.get(key) ?? ''), key).toEqual(placeholdersOf(text));
  });

  it('contains every key the code asks for, including each template key', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(import.meta.dirname)) {
      const code = readFileSync(file, 'utf8');
      for (const [, key] of code.matchAll(/\bt\('tags:([a-zA-Z0-9_.]+)'/g)) {
        if (!hasKey(english, key as string)) missing.push(key as string);
      }
      for (const [, key] of code.matchAll(/getErrorMessage\([^,]+,\s*'tags:([a-zA-Z0-9_.]+)'/g)) {
        if (!hasKey(english, key as string)) missing.push(key as string);
      }
      for (const [, template] of code.matchAll(/\bt\(`tags:([^`]+)`/g)) {
        if (!matchesTemplate(english, template as string)) missing.push(template as string);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names every action type and status of the contract', async () => {
    const { tagActionTypes, tagStatuses } = await import('@nfc/contract/tags');
    for (const type of tagActionTypes) {
      expect(english.has(`actionTypes.${type}`), type).toBe(true);
      expect(english.has(`actionDescriptions.${type}`), type).toBe(true);
    }
    for (const status of tagStatuses) expect(english.has(`statuses.${status}`), status).toBe(true);
  });

  it('keeps the spec wording of the list', () => {
    expect(english.get('list.errorTitle')).toBe('Error fetching tags');
    expect(english.get('list.upgrade')).toBe('Upgrade to Create Tags');
    expect(english.get('delete.message')).toMatch(/cannot be undone/);
  });
});
