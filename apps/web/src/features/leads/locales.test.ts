import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '../../../public/locales/de/leads.json';
import en from '../../../public/locales/en/leads.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [nested, text] of flatten(value, `${prefix}${key}.`)) entries.set(nested, text);
  }
  return entries;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

const english = flatten(en);
const german = flatten(de);

describe('the leads namespace', () => {
  it('holds exactly the same keys in English and German, none of them empty, with the same placeholders', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    const placeholders = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(german.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(german.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('contains every key the code asks for, including one label per lead source', async () => {
    const missing: string[] = [];
    const files = sourceFiles(import.meta.dirname);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      for (const [, key] of code.matchAll(/\bt\('leads:([a-zA-Z0-9_.]+)'/g)) {
        if (!english.has(key as string)) missing.push(key as string);
      }
      for (const [, key] of code.matchAll(/getErrorMessage\([^,]+,\s*'leads:([a-zA-Z0-9_.]+)'/g)) {
        if (!english.has(key as string)) missing.push(key as string);
      }
      for (const [, key] of code.matchAll(/failureKey: 'leads:([a-zA-Z0-9_.]+)'/g)) {
        if (!english.has(key as string)) missing.push(key as string);
      }
    }
    const { scanSources } = await import('@nfc/contract/scans');
    for (const source of scanSources) if (!english.has(`sources.${source}`)) missing.push(`sources.${source}`);
    expect(files.length).toBeGreaterThan(3);
    expect(missing).toEqual([]);
  });
});
