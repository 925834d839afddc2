import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '../../../public/locales/de/vcards.json';
import en from '../../../public/locales/en/vcards.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [nested, text] of flatten(value, `${prefix}${key}.`)) entries.set(nested, text);
  }
  return entries;
}

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => {
    const child = join(path, name);
    if (statSync(child).isDirectory()) return sourceFiles(child);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [child] : [];
  });
}

const english = flatten(en);
const german = flatten(de);
const keys = [...english.keys()];
const hasKey = (key: string) => english.has(key) || english.has(`${key}_other`);
// Everything that speaks the vcards namespace: the portal pages, the public card and the shared card component.
const sources = [
  import.meta.dirname,
  join(import.meta.dirname, '../public-vcard'),
  join(import.meta.dirname, '../../components/contact-card.tsx'),
].flatMap(sourceFiles);

describe('the vcards namespace', () => {
  it('holds exactly the same keys in English and German, none of them empty', () => {
    expect([...german.keys()].sort()).toEqual([...keys].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
  });

  it('has the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      const placeholders = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      expect(placeholders(german.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('contains every key the code asks for', () => {
    const missing: string[] = [];
    for (const file of sources) {
      const code = readFileSync(file, 'utf8');
      for (const [, key] of code.matchAll(/\bt\('vcards:([a-zA-Z0-9_.]+)'/g)) {
        if (!hasKey(key as string)) missing.push(key as string);
      }
      for (const [, key] of code.matchAll(/getErrorMessage\([^,]+,\s*'vcards:([a-zA-Z0-9_.]+)'/g)) {
        if (!hasKey(key as string)) missing.push(key as string);
      }
      for (const [, template] of code.matchAll(/\bt\(`vcards:([^`]+)`/g)) missing.push(template as string);
    }
    expect(sources.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
