import type { OrganisationExport } from '@nfc/contract/exports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { buttonVariants, textLink } from '../../../components/styles';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { getLocale } from '../../../lib/format';
import { getTeamRole } from '../../../lib/team-role';
import { useCreateOrganisationExport } from '../api/create-organisation-export';
import { useOrganisationExports } from '../api/get-organisation-exports';

const isBuilding = (entry: OrganisationExport | undefined) =>
  entry?.status === 'pending' || entry?.status === 'running';

function useFormatters() {
  const { i18n } = useTranslation();
  const locale = getLocale(i18n.language);
  return {
    dateTime: (value: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
    size: (bytes: number) =>
      bytes >= 1_000_000
        ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
            bytes / 1_000_000,
          )
        : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
            Math.max(1, bytes / 1_000),
          ),
    percent: (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value),
  };
}

/**
 * Your data, Export (issue 27, decision 023): the owner starts a zip of all the organisation's data, watches it
 * being built, downloads it while its link lasts and sees the earlier ones. Other members see nothing of it.
 */
export function ExportSection() {
  const { t } = useTranslation('data');
  const { user } = useAuth();
  const isOwner = getTeamRole(user) === 'owner';
  const exports = useOrganisationExports({ isEnabled: isOwner });
  const createExport = useCreateOrganisationExport();
  const format = useFormatters();
  const headingId = useId();
  const progressLabelId = useId();

  if (!isOwner) return null;
  const [latest, ...earlier] = exports.data ?? [];
  const start = () => createExport.mutate();
  const startButton = (label: string) => (
    <Button onClick={start} isLoading={createExport.isPending} disabled={isBuilding(latest)}>
      {label}
    </Button>
  );

  return (
    <Card aria-labelledby={headingId} role="region" className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('data:export.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('data:export.description')}</p>
      </div>

      {exports.isPending && (
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Spinner size="sm" />
          {t('data:export.loading')}
        </p>
      )}
      {exports.isError && (
        <Alert tone="error" title={t('data:export.loadFailed')}>
          <Button variant="secondary" className="mt-2" onClick={() => exports.refetch()}>
            {t('data:export.reload')}
          </Button>
        </Alert>
      )}
      {createExport.isError && (
        <Alert tone="error">{getErrorMessage(createExport.error, 'data:export.startFailed')}</Alert>
      )}

      {exports.isSuccess && !latest && startButton(t('data:export.start'))}

      {latest && isBuilding(latest) && (
        <div className="space-y-2">
          <p id={progressLabelId} className="text-sm font-medium text-slate-900 dark:text-white">
            {t(latest.status === 'pending' ? 'data:export.pending' : 'data:export.running')}
          </p>
          <div
            role="progressbar"
            aria-labelledby={progressLabelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(latest.progress * 100)}
            aria-valuetext={format.percent(latest.progress)}
            className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className="h-full rounded-full bg-indigo-600 transition-[width] duration-500 dark:bg-indigo-400"
              style={{ width: `${Math.max(2, Math.round(latest.progress * 100))}%` }}
            />
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('data:export.mailHint')}</p>
        </div>
      )}

      {latest?.status === 'ready' && !latest.isExpired && latest.downloadUrl && (
        <Alert tone="success" title={t('data:export.ready')}>
          <p>{t('data:export.readyUntil', { date: format.dateTime(latest.expiresAt ?? latest.createdAt) })}</p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <a href={latest.downloadUrl} download className={buttonVariants.primary}>
              {latest.sizeBytes !== null
                ? t('data:export.downloadWithSize', { size: format.size(latest.sizeBytes) })
                : t('data:export.download')}
            </a>
            {startButton(t('data:export.startAgain'))}
          </div>
        </Alert>
      )}

      {latest?.status === 'ready' && latest.isExpired && (
        <div className="space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('data:export.expired')}</p>
          {startButton(t('data:export.startAgain'))}
        </div>
      )}

      {latest?.status === 'failed' && (
        <Alert tone="error" title={t('data:export.failed')}>
          <p>{t('data:export.failedHint')}</p>
          <div className="mt-3">{startButton(t('data:export.retry'))}</div>
        </Alert>
      )}

      {earlier.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('data:export.earlier')}</h3>
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {earlier.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-slate-900 dark:text-slate-100">{format.dateTime(entry.createdAt)}</span>
                <span className="text-slate-700 dark:text-slate-300">
                  {entry.status === 'ready' && !entry.isExpired && entry.downloadUrl ? (
                    <a href={entry.downloadUrl} download className={textLink}>
                      {t('data:export.download')}
                    </a>
                  ) : (
                    t(`data:export.status.${entry.status === 'ready' && entry.isExpired ? 'expired' : entry.status}`)
                  )}
                  {entry.sizeBytes !== null && ` · ${format.size(entry.sizeBytes)}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
