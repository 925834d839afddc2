import type { CrmConnection } from '@nfc/contract/integrations';
import { useTranslation } from 'react-i18next';
import { getLocale } from '../../../lib/format';

const formatTime = (value: string, language: string) =>
  new Intl.DateTimeFormat(getLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

/** A connected provider's state, account, last sync and last error. */
export function ConnectionDetails({ connection }: { connection: CrmConnection }) {
  const { t, i18n } = useTranslation('integrations');
  const isBroken = connection.state === 'error';
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{t('details.state')}</dt>
      <dd>
        <span
          className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
            isBroken
              ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100'
              : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
          }`}
        >
          {isBroken ? t('details.stateError') : t('details.stateConnected')}
        </span>
      </dd>
      <dt className="font-medium text-slate-700 dark:text-slate-300">{t('details.account')}</dt>
      <dd className="break-all text-slate-900 dark:text-slate-100">{connection.accountLabel ?? '—'}</dd>
      {connection.connectedAt && (
        <>
          <dt className="font-medium text-slate-700 dark:text-slate-300">{t('details.connectedAt')}</dt>
          <dd className="text-slate-900 dark:text-slate-100">{formatTime(connection.connectedAt, i18n.language)}</dd>
        </>
      )}
      <dt className="font-medium text-slate-700 dark:text-slate-300">{t('details.lastSync')}</dt>
      <dd className="text-slate-900 dark:text-slate-100" data-testid={`${connection.provider}-last-sync`}>
        {connection.lastSyncedAt ? formatTime(connection.lastSyncedAt, i18n.language) : t('details.neverSynced')}
      </dd>
      {connection.lastError && (
        <>
          <dt className="font-medium text-slate-700 dark:text-slate-300">{t('details.lastError')}</dt>
          <dd className="break-words text-red-800 dark:text-red-300">{connection.lastError}</dd>
        </>
      )}
    </dl>
  );
}
