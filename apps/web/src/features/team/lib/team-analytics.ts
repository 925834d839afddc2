import type { TeamAnalytics } from '@nfc/contract/team';
import type { TeamRole } from '@nfc/contract/team-roles';
import { getMemberName } from './member-actions';

export type MemberFigures = TeamAnalytics['members'][number];

/** The columns the table sorts by. */
export const memberSortKeys = ['name', 'role', 'cards', 'views', 'saves', 'leads'] as const;
export type MemberSortKey = (typeof memberSortKeys)[number];
export type SortDirection = 'ascending' | 'descending';
export type MemberSort = { key: MemberSortKey; direction: SortDirection };

/** The question the page answers first: whose cards are seen most. */
export const defaultMemberSort: MemberSort = { key: 'views', direction: 'descending' };

export type TeamTotals = Pick<MemberFigures, 'cards' | 'views' | 'saves' | 'leads'>;

const roleRank: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };

/** A column's first order: the most first for figures, A to Z (owner first) for text. */
export function getFirstSort(key: MemberSortKey): MemberSort {
  return { key, direction: key === 'name' || key === 'role' ? 'ascending' : 'descending' };
}

/** A click on the sorted column turns it round; another column starts in its first order. */
export function getNextSort(current: MemberSort, key: MemberSortKey): MemberSort {
  if (current.key !== key) return getFirstSort(key);
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** The members in the order of `sort`; equal rows stay in name order whatever the direction. */
export function sortMembers(
  members: readonly MemberFigures[],
  sort: MemberSort,
  language: string | undefined,
): MemberFigures[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const byName = (a: MemberFigures, b: MemberFigures) =>
    collator.compare(getMemberName(a), getMemberName(b)) || collator.compare(a.email, b.email);
  const compare = (a: MemberFigures, b: MemberFigures): number => {
    switch (sort.key) {
      case 'name':
        return byName(a, b);
      case 'role':
        return roleRank[a.role] - roleRank[b.role];
      default:
        return a[sort.key] - b[sort.key];
    }
  };
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...members].sort((a, b) => sign * compare(a, b) || byName(a, b));
}

/** Cards, views, saves and leads added up over the members. */
export function getTeamTotals(members: readonly MemberFigures[]): TeamTotals {
  return members.reduce<TeamTotals>(
    (totals, member) => ({
      cards: totals.cards + member.cards,
      views: totals.views + member.views,
      saves: totals.saves + member.saves,
      leads: totals.leads + member.leads,
    }),
    { cards: 0, views: 0, saves: 0, leads: 0 },
  );
}

/** True when nobody's cards were viewed, saved or answered with a lead in the range. */
export function hasNoActivity(totals: TeamTotals): boolean {
  return totals.views === 0 && totals.saves === 0 && totals.leads === 0;
}

/** The `limit` members whose cards were viewed most, leaving out those without views (for the chart). */
export function getTopViewed(members: readonly MemberFigures[], limit: number, language: string | undefined) {
  return sortMembers(members, { key: 'views', direction: 'descending' }, language)
    .filter((member) => member.views > 0)
    .slice(0, limit);
}
