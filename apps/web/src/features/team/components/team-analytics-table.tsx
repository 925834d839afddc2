import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/field';
import { ListCard, ListCards, ListTable, ListTableRow } from '../../../components/list-table';
import { focusRing } from '../../../components/styles';
import {
  getFirstSort,
  getNextSort,
  type MemberFigures,
  type MemberSort,
  type MemberSortKey,
  memberSortKeys,
} from '../lib/team-analytics';
import { RoleBadge } from './member-badges';

const muted = 'text-slate-600 dark:text-slate-400';
const figureKeys = ['cards', 'views', 'saves', 'leads'] as const;

type TeamAnalyticsTableProps = {
  /** Already in the order of `sort`. */
  members: readonly MemberFigures[];
  sort: MemberSort;
  onSortChange: (sort: MemberSort) => void;
  callerId: string | undefined;
};

/** A column header that sorts by its column; the arrow only shows what the header's aria-sort tells. */
function SortButton({
  column,
  sort,
  onSortChange,
}: { column: MemberSortKey } & Omit<TeamAnalyticsTableProps, 'members' | 'callerId'>) {
  const { t } = useTranslation('team');
  const isSorted = sort.key === column;
  let arrow = '↕';
  if (isSorted) arrow = sort.direction === 'ascending' ? '↑' : '↓';
  return (
    <button
      type="button"
      onClick={() => onSortChange(getNextSort(sort, column))}
      className={`-mx-1 inline-flex items-center gap-1 rounded-sm px-1 uppercase tracking-wide hover:text-slate-900 dark:hover:text-white ${
        isSorted ? 'text-slate-900 dark:text-white' : ''
      } ${focusRing}`}
    >
      {t(`team:analytics.columns.${column}`)}
      <span aria-hidden="true" className={isSorted ? '' : 'opacity-50'}>
        {arrow}
      </span>
    </button>
  );
}

/** The member's name with their address under it (the address alone when they have not given a name). */
function MemberLabel({ member, isSelf }: { member: MemberFigures; isSelf: boolean }) {
  const { t } = useTranslation('team');
  const name = member.name?.trim();
  return (
    <>
      <span className="font-semibold text-slate-900 wrap-anywhere dark:text-white">
        {name || member.email}
        {isSelf && (
          <span className={`ml-1.5 text-xs font-normal whitespace-nowrap ${muted}`}>{t('team:members.you')}</span>
        )}
      </span>
      {name && <span className={`block text-sm font-normal wrap-anywhere ${muted}`}>{member.email}</span>}
    </>
  );
}

/** Per member their cards, views, saves and leads: a sortable table from tablets up, cards with a sort menu on phones. */
export function TeamAnalyticsTable({ members, sort, onSortChange, callerId }: TeamAnalyticsTableProps) {
  const { t, i18n } = useTranslation('team');
  const caption = t('team:analytics.caption');
  const format = new Intl.NumberFormat(i18n.language).format;

  return (
    <>
      <ListTable
        caption={caption}
        headers={memberSortKeys.map((column) => (
          <SortButton key={column} column={column} sort={sort} onSortChange={onSortChange} />
        ))}
        sortedColumn={{ index: memberSortKeys.indexOf(sort.key), direction: sort.direction }}
      >
        {members.map((member) => (
          <ListTableRow key={member.id}>
            <th scope="row" className="px-4 py-3 text-left font-normal">
              <MemberLabel member={member} isSelf={member.id === callerId} />
            </th>
            <td className="px-4 py-3">
              <RoleBadge role={member.role} />
            </td>
            {figureKeys.map((key) => (
              <td key={key} className="px-4 py-3 text-slate-800 tabular-nums dark:text-slate-200">
                {format(member[key])}
              </td>
            ))}
          </ListTableRow>
        ))}
      </ListTable>

      <div className="space-y-3 md:hidden">
        <div className="max-w-xs">
          <SelectField
            label={t('team:analytics.sortBy')}
            value={sort.key}
            onChange={(event) => onSortChange(getFirstSort(event.target.value as MemberSortKey))}
          >
            {memberSortKeys.map((column) => (
              <option key={column} value={column}>
                {t(`team:analytics.sortOptions.${column}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <ListCards label={caption}>
          {members.map((member) => (
            <ListCard key={member.id}>
              <div className="flex items-start justify-between gap-3">
                <h3 className="min-w-0">
                  <MemberLabel member={member} isSelf={member.id === callerId} />
                </h3>
                <RoleBadge role={member.role} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                {figureKeys.map((key) => (
                  <div key={key}>
                    <dt className={`text-xs ${muted}`}>{t(`team:analytics.columns.${key}`)}</dt>
                    <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums dark:text-white">
                      {format(member[key])}
                    </dd>
                  </div>
                ))}
              </dl>
            </ListCard>
          ))}
        </ListCards>
      </div>
    </>
  );
}
