import type { Team } from '@nfc/contract/team';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { RoleBadge } from './member-badges';

/** What a member sees of their team: the organisation, their own role, and who manages the rest. */
export function MemberView({ team }: { team: Team }) {
  const { t } = useTranslation('team');
  return (
    <Card className="max-w-2xl space-y-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t('team:memberView.organisation')}</dt>
          <dd className="mt-1 font-semibold text-slate-900 wrap-anywhere dark:text-white">{team.organisation.name}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t('team:memberView.role')}</dt>
          <dd className="mt-1">
            <RoleBadge role={team.role} />
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('team:memberView.managedBy', { organisation: team.organisation.name })}
      </p>
    </Card>
  );
}
