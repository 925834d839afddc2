import type { AdminStats } from '@nfc/contract/admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { useReadiness } from '../api/get-readiness';
import { formatDateTime, formatNumber } from '../lib/format';
import { Badge } from './badge';

/** Whether the API and its database answer (GET /api/ready), with the activity figures beside it. */
export function SystemStatus({ stats }: { stats: AdminStats | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const readiness = useReadiness();
  const isReady = readiness.data?.isReady === true;

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('dashboard.status.title')}</h2>
      <dl className="space-y-3 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-slate-700 dark:text-slate-300">{t('dashboard.status.api')}</dt>
          <dd>
            {readiness.isPending ? (
              <span role="status" className="inline-flex items-center gap-2 text-slate-700 dark:text-slate-300">
                <Spinner size="sm" />
                {t('dashboard.status.checking')}
              </span>
            ) : (
              <Badge tone={isReady ? 'success' : 'danger'}>
                {isReady ? t('dashboard.status.operational') : t('dashboard.status.unavailable')}
              </Badge>
            )}
          </dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-slate-700 dark:text-slate-300">{t('dashboard.status.database')}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">
            {readiness.data?.database
              ? t('dashboard.status.databaseKind', {
                  kind: readiness.data.database,
                  state: isReady ? t('dashboard.status.reachable') : t('dashboard.status.unreachable'),
                })
              : t('audit.none')}
          </dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-slate-700 dark:text-slate-300">{t('dashboard.status.activeSubscriptions')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white">
            {stats ? formatNumber(stats.activeSubscriptions, i18n.language) : t('audit.none')}
          </dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-slate-700 dark:text-slate-300">{t('dashboard.status.scans30d')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white">
            {stats ? formatNumber(stats.scans30d, i18n.language) : t('audit.none')}
          </dd>
        </div>
      </dl>
      {readiness.dataUpdatedAt > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('dashboard.status.checkedAt', { time: formatDateTime(new Date(readiness.dataUpdatedAt), i18n.language) })}
        </p>
      )}
      <Link to={paths.adminMetrics} className={`${textLink} text-sm`}>
        {t('dashboard.status.toMetrics')}
      </Link>
    </Card>
  );
}
