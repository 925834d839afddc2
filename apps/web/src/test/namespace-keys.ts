import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [key: string]: string | Tree };

const localesDir = join(import.meta.dirname, '../../public/locales');

/** The flattened keys and texts of one namespace file of one language. */
export function readNamespace(language: string, namespace: string): Map<string, string> {
  const tree = JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree;
  const entries = new Map<string, string>();
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') entries.set(prefix + key, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return entries;
}

/** True when the key exists as written or in plural forms (`_one`, `_other`). */
export function hasKey(keys: Map<string, string>, key: string): boolean {
  return keys.has(key) || keys.has(`${key}_other`);
}

/** The placeholders (`{{name}}`) of a text, sorted, to compare the languages. */
export function placeholdersOf(text: string): (string | undefined)[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
}

/** The source files (not tests) under `path`, or `path` itself when it names a file. */
export function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => {
    const child = join(path, name);
    if (statSync(child).isDirectory()) return sourceFiles(child);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [child] : [];
  });
}

/** True when at least one key fits the template `a.${b}.c`, each placeholder standing for one or more segments. */
export function matchesTemplate(keys: Map<string, string>, template: string): boolean {
  const source = template
    .split(/\$\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[a-zA-Z0-9_.]+');
  return [...keys.keys()].some((key) => new RegExp(`^${source}$`).test(key));
}

/** Every literal key `'<namespace>:some.key'` written in the source files under `dir`. */
export function findLiteralKeys(dir: string, namespace: string): string[] {
  const pattern = new RegExp(`['"\`]${namespace}:([a-zA-Z0-9_.]+)['"\`]`, 'g');
  const keys = new Set<string>();
  for (const file of sourceFiles(dir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) keys.add(match[1] as string);
  }
  return [...keys].sort();
}

/**
 * Keys a namespace's own files ask for without a prefix (`useTranslation('hub')`, then `t('a.b')` or
 * `` t(`a.${b}.c`) ``) that the namespace lacks; each template placeholder stands for one or more segments.
 */
export function findMissingPlainKeys(dir: string, namespace: string, keys: Map<string, string>): string[] {
  const missing: string[] = [];
  for (const file of sourceFiles(dir)) {
    const code = readFileSync(file, 'utf8');
    if (!code.includes(`useTranslation('${namespace}')`)) continue;
    for (const [, key] of code.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) {
      if (!hasKey(keys, key as string)) missing.push(key as string);
    }
    for (const [, template] of code.matchAll(/\bt\(`([^`]+)`/g)) {
      if (!matchesTemplate(keys, template as string)) missing.push(template as string);
    }
  }
  return missing;
}
