import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '../../../public/locales/de/tags.json';
import en from '../../../public/locales/en/tags.json';

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
const keys = [...english.keys()];
const hasKey = (key: string) => english.has(key) || english.has(`${key}_other`);

describe('the tags namespace', () => {
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

  it('contains every key the code asks for, including each template key', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(import.meta.dirname)) {
      const code = readFileSync(file, 'utf8');
      for (const [, key] of code.matchAll(/\bt\('tags:([a-zA-Z0-9_.]+)'/g)) {
        if (!hasKey(key as string)) missing.push(key as string);
      }
      for (const [, key] of code.matchAll(/getErrorMessage\([^,]+,\s*'tags:([a-zA-Z0-9_.]+)'/g)) {
        if (!hasKey(key as string)) missing.push(key as string);
      }
      // `a.${b}` must match at least one key, each placeholder standing for one or more segments.
      for (const [, template] of code.matchAll(/\bt\(`tags:([^`]+)`/g)) {
        const source = (template as string)
          .split(/\$\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[a-zA-Z0-9_.]+');
        if (!keys.some((key) => new RegExp(`^${source}$`).test(key))) missing.push(template as string);
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
