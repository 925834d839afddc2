import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasKey, readNamespace, sourceFiles } from './test/namespace-keys';

const english = readNamespace('en', 'translation');
const german = readNamespace('de', 'translation');

describe('translation files', () => {
  it('hold exactly the same keys in English and German', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
  });

  it('contain every literal key the source code uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(import.meta.dirname, '.'))) {
      const code = readFileSync(file, 'utf8');
      // Files of their own namespace (useTranslation('marketing'), 'hub', 'admin') are checked by that feature's locales test.
      if (/useTranslation\('(?!translation')[a-z]+'\)/.test(code)) continue;
      for (const match of code.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) used.add(match[1] as string);
      for (const match of code.matchAll(/getErrorMessage\([^,]+,\s*'([a-zA-Z0-9_.]+)'/g)) used.add(match[1] as string);
    }
    const missing = [...used].filter((key) => !hasKey(english, key));
    expect(missing).toEqual([]);
  });

  it('translate every validation message of the contract', async () => {
    const { validationMessages } = await import('@nfc/contract/messages');
    for (const key of Object.keys(validationMessages)) expect(english.has(key), key).toBe(true);
  });
});
