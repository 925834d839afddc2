import type { TeamMember } from '@nfc/contract/team';
import { type AssignableRole, assignableRoles, type TeamRole } from '@nfc/contract/team-roles';
import { useTranslation } from 'react-i18next';
import { ListCard, ListCardActions, ListCards, ListTable, ListTableRow } from '../../../components/list-table';
import { focusRing } from '../../../components/styles';
import { getMemberActions, getMemberName } from '../lib/member-actions';
import { MemberStatusBadge, RoleBadge } from './member-badges';

const muted = 'text-slate-600 dark:text-slate-400';
const actionButton = `inline-flex items-center rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;
const neutralAction = `${actionButton} text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`;
const dangerAction = `${actionButton} text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950`;
const roleSelect = `block rounded-md border border-slate-300 bg-white py-1 pr-8 pl-2 text-sm text-slate-900 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ${focusRing}`;

export type MemberHandlers = {
  onChangeRole: (member: TeamMember, role: AssignableRole) => void;
  onToggleActive: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
  onTransfer: (member: TeamMember) => void;
};

type MembersTableProps = MemberHandlers & {
  members: readonly TeamMember[];
  caller: { id: string | undefined; role: TeamRole };
  /** The member whose change is being saved: their controls wait. */
  busyId: string | null;
};

type RowProps = MemberHandlers & { member: TeamMember; caller: MembersTableProps['caller']; isBusy: boolean };

/** Name (or address), and a mark on the caller's own entry. */
function MemberName({ member, isSelf }: { member: TeamMember; isSelf: boolean }) {
  const { t } = useTranslation('team');
  return (
    <span className="wrap-anywhere">
      {member.name?.trim() || <span className={`font-normal ${muted}`}>{t('team:members.noName')}</span>}
      {isSelf && (
        <span className={`ml-1.5 text-xs font-normal whitespace-nowrap ${muted}`}>{t('team:members.you')}</span>
      )}
    </span>
  );
}

/** A select for whom the caller may give another role, the role as a badge for everyone else. */
function MemberRole({ member, caller, isBusy, onChangeRole }: RowProps) {
  const { t } = useTranslation('team');
  if (!getMemberActions(caller, member).canManage) return <RoleBadge role={member.role} />;
  return (
    <select
      aria-label={t('team:members.roleOf', { name: getMemberName(member) })}
      value={member.role}
      disabled={isBusy}
      onChange={(event) => onChangeRole(member, event.target.value as AssignableRole)}
      className={roleSelect}
    >
      {assignableRoles.map((role) => (
        <option key={role} value={role}>
          {t(`team:roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

function MemberActions({ member, caller, isBusy, onToggleActive, onRemove, onTransfer }: RowProps) {
  const { t } = useTranslation('team');
  const { canManage, canTransfer } = getMemberActions(caller, member);
  if (!canManage && !canTransfer) return null;
  const name = getMemberName(member);
  return (
    <div className="flex flex-wrap gap-1">
      {canManage && (
        <button
          type="button"
          disabled={isBusy}
          aria-label={t(member.isActive ? 'team:members.deactivateNamed' : 'team:members.reactivateNamed', { name })}
          onClick={() => onToggleActive(member)}
          className={neutralAction}
        >
          {t(member.isActive ? 'team:members.deactivate' : 'team:members.reactivate')}
        </button>
      )}
      {canTransfer && (
        <button
          type="button"
          disabled={isBusy}
          aria-label={t('team:members.transferNamed', { name })}
          onClick={() => onTransfer(member)}
          className={neutralAction}
        >
          {t('team:members.transfer')}
        </button>
      )}
      {canManage && (
        <button
          type="button"
          disabled={isBusy}
          aria-label={t('team:members.removeNamed', { name })}
          onClick={() => onRemove(member)}
          className={dangerAction}
        >
          {t('team:members.remove')}
        </button>
      )}
    </div>
  );
}

/** A table from tablets up, a card per member on phones (only one of them is rendered visibly). */
export function MembersTable({ members, caller, busyId, ...handlers }: MembersTableProps) {
  const { t } = useTranslation('team');
  const caption = t('team:members.caption');
  const rowProps = (member: TeamMember): RowProps => ({
    ...handlers,
    member,
    caller,
    isBusy: busyId === member.id,
  });

  return (
    <>
      <ListTable
        caption={caption}
        headers={[
          t('team:members.name'),
          t('team:members.email'),
          t('team:members.role'),
          t('team:members.status'),
          t('team:members.cards'),
          <span key="actions" className="sr-only">
            {t('team:members.actions')}
          </span>,
        ]}
      >
        {members.map((member) => (
          <ListTableRow key={member.id}>
            <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900 dark:text-white">
              <MemberName member={member} isSelf={member.id === caller.id} />
            </th>
            <td className="px-4 py-3 text-slate-800 wrap-anywhere dark:text-slate-200">{member.email}</td>
            <td className="px-4 py-3">
              <MemberRole {...rowProps(member)} />
            </td>
            <td className="px-4 py-3">
              <MemberStatusBadge isActive={member.isActive} />
            </td>
            <td className="px-4 py-3 text-slate-800 tabular-nums dark:text-slate-200">{member.cardCount}</td>
            <td className="px-2 py-2">
              <MemberActions {...rowProps(member)} />
            </td>
          </ListTableRow>
        ))}
      </ListTable>

      <ListCards label={caption}>
        {members.map((member) => {
          const { canManage, canTransfer } = getMemberActions(caller, member);
          return (
            <ListCard key={member.id}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900 dark:text-white">
                    <MemberName member={member} isSelf={member.id === caller.id} />
                  </h3>
                  <p className={`text-sm wrap-anywhere ${muted}`}>{member.email}</p>
                </div>
                <MemberStatusBadge isActive={member.isActive} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className={`text-xs ${muted}`}>{t('team:members.role')}</dt>
                  <dd className="mt-0.5">
                    <MemberRole {...rowProps(member)} />
                  </dd>
                </div>
                <div>
                  <dt className={`text-xs ${muted}`}>{t('team:members.cards')}</dt>
                  <dd className="mt-0.5 text-slate-800 dark:text-slate-200">{member.cardCount}</dd>
                </div>
              </dl>
              {(canManage || canTransfer) && (
                <ListCardActions>
                  <MemberActions {...rowProps(member)} />
                </ListCardActions>
              )}
            </ListCard>
          );
        })}
      </ListCards>
    </>
  );
}
