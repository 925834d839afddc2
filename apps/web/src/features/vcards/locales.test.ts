import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralKeys, hasKey, placeholdersOf, readNamespace, sourceFiles } from '../../test/namespace-keys';

const english = readNamespace('en', 'vcards');
const german = readNamespace('de', 'vcards');
const componentsDir = join(import.meta.dirname, '../../components');
// Everything that speaks the vcards namespace: the portal pages, the public card and the shared card component.
const sources = [
  import.meta.dirname,
  join(import.meta.dirname, '../public-vcard'),
  ...readdirSync(componentsDir)
    .filter((name) => /^(contact-card|card-)/.test(name))
    .map((name) => join(componentsDir, name)),
].flatMap(sourceFiles);

describe('the vcards namespace', () => {
  it('holds exactly the same keys in English and German, none of them empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
  });

  it('has the same placeholders in both languages', () => {
    for (const [key, text] of english) expect(placeholdersOf(german.get(key) ?? ''), key).toEqual(placeholdersOf(text));
  });

  it('contains every key the code asks for', () => {
    const missing: string[] = [];
    for (const file of sources) {
      const code = readFileSync(file, 'utf8');
      for (const [, key] of code.matchAll(/\bt\('vcards:([a-zA-Z0-9_.]+)'/g)) {
        if (!hasKey(english, key as string)) missing.push(key as string);
      }
      for (const [, key] of code.matchAll(/getErrorMessage\([^,]+,\s*'vcards:([a-zA-Z0-9_.]+)'/g)) {
        if (!hasKey(english, key as string)) missing.push(key as string);
      }
      for (const [, template] of code.matchAll(/\bt\(`vcards:([^`]+)`/g)) missing.push(template as string);
    }
    expect(sources.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('leaves no key of the team namespace that the card template pages ask for missing', () => {
    // The template pages live here (they reuse the editor's fields) but speak the team page's namespace.
    const team = readNamespace('en', 'team');
    const used = findLiteralKeys(import.meta.dirname, 'team');
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((key) => !hasKey(team, key))).toEqual([]);
  });
});
