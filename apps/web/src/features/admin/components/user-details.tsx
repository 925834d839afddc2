import type { AdminUser } from '@nfc/contract/admin';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { formatDate } from '../../../lib/format';
import { useUserAudit } from '../api/get-user-audit';
import { AuditList } from './audit-list';
import { LoadError } from './load-error';

type UserDetailsProps = { user: AdminUser; planNames: ReadonlyMap<string, string> };

/** The expanded row of a user: the account facts the table leaves out and the admin changes made to it. */
export function UserDetails({ user, planNames }: UserDetailsProps) {
  const { t, i18n } = useTranslation('admin');
  const audit = useUserAudit(user.id);
  const facts = [
    { label: t('users.details.id'), value: user.id },
    { label: t('users.details.organisation'), value: user.organisationName ?? t('users.noOrganisation') },
    { label: t('users.details.organisationId'), value: user.organisationId },
    { label: t('users.details.teamRole'), value: t(`users.teamRoles.${user.teamRole}`) },
    { label: t('users.details.vcards'), value: String(user.vcardCount) },
    {
      label: t('users.details.planExpiresAt'),
      value: user.planExpiresAt ? formatDate(user.planExpiresAt, i18n.language) : t('audit.none'),
    },
    { label: t('users.details.createdAt'), value: formatDate(user.createdAt, i18n.language) },
  ];

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1.5 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="font-medium text-slate-700 dark:text-slate-300">{fact.label}</dt>
            <dd className="text-slate-900 wrap-anywhere dark:text-slate-100">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-label={t('users.details.historyOf', { email: user.email })}>
        <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{t('users.details.history')}</h3>
        {audit.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Spinner size="sm" />
            {t('users.details.loadingHistory')}
          </p>
        ) : audit.isError ? (
          <LoadError
            error={audit.error}
            fallbackKey="admin:users.details.historyFailed"
            onRetry={() => void audit.refetch()}
          />
        ) : (
          <AuditList entries={audit.data} planNames={planNames} emptyText={t('users.details.noHistory')} />
        )}
      </section>
    </div>
  );
}
