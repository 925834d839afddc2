import { assignableRoles, teamRoles } from '@nfc/contract/team-roles';
import { describe, expect, it } from 'vitest';
import { findLiteralKeys, hasKey, placeholdersOf, readNamespace } from '../../test/namespace-keys';
import { memberSortKeys } from './lib/team-analytics';

const english = readNamespace('en', 'team');
const german = readNamespace('de', 'team');

describe('the team translations', () => {
  it('hold the same keys and placeholders in English and German, none empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of english) expect(placeholdersOf(german.get(key) ?? ''), key).toEqual(placeholdersOf(text));
  });

  it('contain every key the team pages use, every role, role change, join title, report column and analytics column', () => {
    const used = findLiteralKeys(import.meta.dirname, 'team');
    expect(used.length).toBeGreaterThan(80);
    const generated = [
      ...teamRoles.map((role) => `roles.${role}`),
      ...assignableRoles.flatMap((role) => [`members.roleChanged.${role}`, `join.title.${role}`]),
      ...['email', 'role', 'name'].map((column) => `bulk.columns.${column}`),
      ...memberSortKeys.flatMap((column) => [`analytics.columns.${column}`, `analytics.sortOptions.${column}`]),
    ];
    expect([...used, ...generated].filter((key) => !hasKey(english, key))).toEqual([]);
  });
});
