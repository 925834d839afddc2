import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '../../../public/locales/de/hub.json';
import en from '../../../public/locales/en/hub.json';

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

describe('the hub namespace', () => {
  it('holds exactly the same keys in English and German, none of them empty', () => {
    expect([...german.keys()].sort()).toEqual(keys.sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
  });

  it('contains every key the code asks for, including each template key', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(import.meta.dirname)) {
      const code = readFileSync(file, 'utf8');
      if (!code.includes("useTranslation('hub')")) continue;
      for (const [, key] of code.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) {
        if (!english.has(key as string)) missing.push(key as string);
      }
      // `a.${b}.c` must match at least one key, with each placeholder standing for one or more segments.
      for (const [, template] of code.matchAll(/\bt\(`([^`]+)`/g)) {
        const source = (template as string)
          .split(/\$\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[a-zA-Z0-9_.]+');
        if (!keys.some((key) => new RegExp(`^${source}$`).test(key))) missing.push(template as string);
      }
    }
    expect(missing).toEqual([]);
  });
});
