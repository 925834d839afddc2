import type { TeamRole } from '@nfc/contract/team-roles';
import { useTranslation } from 'react-i18next';

const badge =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

const roleLooks: Record<TeamRole, string> = {
  owner: 'bg-indigo-50 text-indigo-900 ring-indigo-300 dark:bg-indigo-950 dark:text-indigo-100 dark:ring-indigo-700',
  admin: 'bg-sky-50 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-700',
  member: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-700 dark:text-slate-100 dark:ring-slate-500',
};

export function RoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTranslation('team');
  return <span className={`${badge} ${roleLooks[role]}`}>{t(`team:roles.${role}`)}</span>;
}

/** Active or deactivated: the label carries the meaning, colour only helps. */
export function MemberStatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('team');
  return (
    <span
      className={`${badge} ${
        isActive
          ? 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700'
          : 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700'
      }`}
    >
      {t(isActive ? 'team:members.active' : 'team:members.deactivated')}
    </span>
  );
}
