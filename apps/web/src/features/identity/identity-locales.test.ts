import { ssoFailureReasons } from '@nfc/contract/identity';
import { assignableRoles, teamRoles } from '@nfc/contract/team-roles';
import { describe, expect, it } from 'vitest';
import { findLiteralKeys, hasKey, placeholdersOf, readNamespace } from '../../test/namespace-keys';

const english = readNamespace('en', 'identity');
const german = readNamespace('de', 'identity');
const translationEn = readNamespace('en', 'translation');
const translationDe = readNamespace('de', 'translation');

describe('the single sign-on translations', () => {
  it('hold the same keys and placeholders in English and German, none empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of english) expect(placeholdersOf(german.get(key) ?? ''), key).toEqual(placeholdersOf(text));
  });

  it('contain every key the settings page uses, and a name for every role it offers', () => {
    const used = findLiteralKeys(import.meta.dirname, 'identity');
    expect(used.length).toBeGreaterThan(100);
    const generated = assignableRoles.map((role) => `roles.${role}`);
    expect([...used, ...generated].filter((key) => !hasKey(english, key))).toEqual([]);
  });

  it('explain every reason a single sign-on can fail, and name every role a test reports, in both languages', () => {
    const keys = [
      ...ssoFailureReasons.map((reason) => `sso.errors.${reason}`),
      ...teamRoles.map((role) => `sso.roles.${role}`),
    ];
    for (const key of keys) {
      expect(translationEn.get(key)?.trim(), key).toBeTruthy();
      expect(translationDe.get(key)?.trim(), key).toBeTruthy();
    }
  });
});
