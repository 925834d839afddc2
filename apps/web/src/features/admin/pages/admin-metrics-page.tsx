import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/field';
import { LoadingState } from '../../../components/spinner';
import { type TimeseriesRange, timeseriesRanges, useAdminTimeseries } from '../api/get-admin-timeseries';
import { AdminPage } from '../components/admin-page';
import { LoadError, useLoadErrorToast } from '../components/load-error';
import { TimeseriesCharts } from '../components/timeseries-charts';
import { metricsDashboardUrl } from '../config';

const DEFAULT_RANGE: TimeseriesRange = 30;

/** The built-in panel when no external dashboard is configured, so the page is never empty. */
function BuiltInMetrics() {
  const { t } = useTranslation('admin');
  const [range, setRange] = useState<TimeseriesRange>(DEFAULT_RANGE);
  const timeseries = useAdminTimeseries(range);
  useLoadErrorToast(timeseries.error, 'admin:metrics.loadFailed', 'admin-timeseries-load');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-sm text-slate-700 dark:text-slate-300">{t('metrics.builtIn')}</p>
        <div className="w-48">
          <SelectField
            label={t('metrics.range')}
            value={range}
            onChange={(event) => setRange(Number(event.target.value) as TimeseriesRange)}
          >
            {timeseriesRanges.map((days) => (
              <option key={days} value={days}>
                {t('metrics.lastDays', { count: days })}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {timeseries.isPending ? (
        <LoadingState label={t('metrics.loading')} />
      ) : timeseries.isError ? (
        <LoadError
          error={timeseries.error}
          fallbackKey="admin:metrics.loadFailed"
          onRetry={() => void timeseries.refetch()}
        />
      ) : (
        <TimeseriesCharts days={timeseries.data.days} />
      )}
    </div>
  );
}

export default function AdminMetricsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('metrics.title')} description={t('metrics.description')}>
      {metricsDashboardUrl ? (
        // The address stays out of sight (spec); the frame is 80vh high.
        <iframe
          src={metricsDashboardUrl}
          title={t('metrics.iframeTitle')}
          className="h-[80vh] w-full rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
          referrerPolicy="no-referrer"
        />
      ) : (
        <BuiltInMetrics />
      )}
    </AdminPage>
  );
}
