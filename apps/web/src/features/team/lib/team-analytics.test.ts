import { describe, expect, it } from 'vitest';
import {
  defaultMemberSort,
  getNextSort,
  getTeamTotals,
  getTopViewed,
  hasNoActivity,
  type MemberFigures,
  sortMembers,
} from './team-analytics';

function member(overrides: Partial<MemberFigures> & Pick<MemberFigures, 'id'>): MemberFigures {
  return {
    name: null,
    email: `${overrides.id}@example.com`,
    role: 'member',
    cards: 0,
    views: 0,
    saves: 0,
    leads: 0,
    ...overrides,
  };
}

const owner = member({ id: 'owner', name: 'Olga Owner', role: 'owner', cards: 3, views: 5, saves: 1, leads: 0 });
const admin = member({ id: 'admin', name: 'Ärne Admin', role: 'admin', cards: 1, views: 12, saves: 4, leads: 2 });
const zoe = member({ id: 'zoe', name: 'zoe member', cards: 2, views: 5, saves: 0, leads: 1 });
const nameless = member({ id: 'bert', cards: 0, views: 0 });
const team = [owner, admin, zoe, nameless];
const ids = (members: MemberFigures[]) => members.map((item) => item.id);

describe('sorting the team figures', () => {
  it('starts with the most viewed, equal views in name order', () => {
    expect(ids(sortMembers(team, defaultMemberSort, 'en'))).toEqual(['admin', 'owner', 'zoe', 'bert']);
  });

  it('sorts names alphabetically in the UI language, ignoring case and accents, the address standing in for a missing name', () => {
    expect(ids(sortMembers(team, { key: 'name', direction: 'ascending' }, 'de'))).toEqual([
      'admin',
      'bert',
      'owner',
      'zoe',
    ]);
    expect(ids(sortMembers(team, { key: 'name', direction: 'descending' }, 'de'))).toEqual([
      'zoe',
      'owner',
      'bert',
      'admin',
    ]);
  });

  it('sorts roles by rank, not by their letters', () => {
    expect(ids(sortMembers(team, { key: 'role', direction: 'ascending' }, 'en'))).toEqual([
      'owner',
      'admin',
      'bert',
      'zoe',
    ]);
    expect(ids(sortMembers(team, { key: 'role', direction: 'descending' }, 'en'))).toEqual([
      'bert',
      'zoe',
      'admin',
      'owner',
    ]);
  });

  it('sorts every figure both ways, leaving the list it was given alone', () => {
    const given = [...team];
    expect(ids(sortMembers(team, { key: 'cards', direction: 'descending' }, 'en'))).toEqual([
      'owner',
      'zoe',
      'admin',
      'bert',
    ]);
    expect(ids(sortMembers(team, { key: 'leads', direction: 'ascending' }, 'en'))).toEqual([
      'bert',
      'owner',
      'zoe',
      'admin',
    ]);
    expect(ids(sortMembers(team, { key: 'saves', direction: 'ascending' }, 'en'))).toEqual([
      'bert',
      'zoe',
      'owner',
      'admin',
    ]);
    expect(team).toEqual(given);
  });

  it('turns the sorted column round, and starts another with the most or from A', () => {
    expect(getNextSort(defaultMemberSort, 'views')).toEqual({ key: 'views', direction: 'ascending' });
    expect(getNextSort({ key: 'views', direction: 'ascending' }, 'views')).toEqual(defaultMemberSort);
    expect(getNextSort(defaultMemberSort, 'leads')).toEqual({ key: 'leads', direction: 'descending' });
    expect(getNextSort(defaultMemberSort, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(getNextSort(defaultMemberSort, 'role')).toEqual({ key: 'role', direction: 'ascending' });
  });
});

describe('team totals', () => {
  it('add up every member', () => {
    expect(getTeamTotals(team)).toEqual({ cards: 6, views: 22, saves: 5, leads: 3 });
  });

  it('are zero for nobody, and say when nothing happened', () => {
    const none = getTeamTotals([]);
    expect(none).toEqual({ cards: 0, views: 0, saves: 0, leads: 0 });
    expect(hasNoActivity(none)).toBe(true);
    expect(hasNoActivity({ ...none, cards: 4 })).toBe(true);
    expect(hasNoActivity({ ...none, leads: 1 })).toBe(false);
  });

  it('pick the most viewed members for the chart, without those nobody viewed', () => {
    expect(ids(getTopViewed(team, 2, 'en'))).toEqual(['admin', 'owner']);
    expect(ids(getTopViewed(team, 10, 'en'))).toEqual(['admin', 'owner', 'zoe']);
  });
});
