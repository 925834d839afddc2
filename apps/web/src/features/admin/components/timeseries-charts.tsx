import type { AdminTimeseries } from '@nfc/contract/admin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '../../../components/card';
import { formatDay, formatNumber } from '../lib/format';

type Series = 'scans' | 'signups' | 'orders';
type Day = AdminTimeseries['days'][number];

/** Readable on white and on slate-900 alike. */
const seriesColours: Record<Series, string> = { scans: '#6366f1', signups: '#0ea5e9', orders: '#10b981' };

const tooltipStyle = { borderRadius: 8, border: '1px solid #cbd5e1', color: '#0f172a', fontSize: 13 };

function DayChart({ days, series, label }: { days: Day[]; series: Series; label: string }) {
  const { i18n } = useTranslation('admin');
  const gradientId = useId();
  const axis = {
    tick: { fill: 'currentColor', fontSize: 12 },
    stroke: 'currentColor',
    tickLine: false,
  };
  const shared = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} vertical={false} />
      <XAxis
        dataKey="date"
        {...axis}
        tickFormatter={(value: string) => formatDay(value, i18n.language)}
        minTickGap={24}
      />
      <YAxis {...axis} allowDecimals={false} width={40} />
      <Tooltip
        contentStyle={tooltipStyle}
        labelFormatter={(value) => formatDay(String(value), i18n.language)}
        formatter={(value) => [formatNumber(Number(value), i18n.language), label]}
      />
    </>
  );
  const chartProps = {
    data: days,
    responsive: true,
    style: { width: '100%', height: 220 },
    margin: { top: 8, right: 8 },
  };

  return (
    <div className="text-slate-600 dark:text-slate-400">
      {series === 'scans' ? (
        <AreaChart {...chartProps}>
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={seriesColours.scans} stopOpacity={0.35} />
              <stop offset="100%" stopColor={seriesColours.scans} stopOpacity={0} />
            </linearGradient>
          </defs>
          {shared}
          <Area
            type="monotone"
            dataKey="scans"
            name={label}
            stroke={seriesColours.scans}
            strokeWidth={2}
            fill={`url(#${gradientId})`}
          />
        </AreaChart>
      ) : (
        <BarChart {...chartProps}>
          {shared}
          <Bar dataKey={series} name={label} fill={seriesColours[series]} radius={[3, 3, 0, 0]} />
        </BarChart>
      )}
    </div>
  );
}

/** Scans, sign-ups and orders per day, each as a chart with its total; the numbers are also offered as a table. */
export function TimeseriesCharts({ days }: { days: Day[] }) {
  const { t, i18n } = useTranslation('admin');
  const series: Series[] = ['scans', 'signups', 'orders'];
  const total = (key: Series) => days.reduce((sum, day) => sum + day[key], 0);

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        {series.map((key) => (
          <Card key={key} className="space-y-3 p-4 sm:p-5 lg:col-span-1">
            <figure className="space-y-3">
              <figcaption>
                <span className="block text-base font-semibold text-slate-900 dark:text-white">
                  {t(`metrics.series.${key}`)}
                </span>
                <span className="block text-sm text-slate-700 dark:text-slate-300">
                  {t('metrics.total', { count: total(key), formatted: formatNumber(total(key), i18n.language) })}
                </span>
              </figcaption>
              <DayChart days={days} series={key} label={t(`metrics.series.${key}`)} />
            </figure>
          </Card>
        ))}
      </div>
      <details className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <summary className="cursor-pointer text-sm font-semibold text-slate-900 dark:text-white">
          {t('metrics.showTable')}
        </summary>
        <div className="mt-3 max-h-96 overflow-auto">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t('metrics.tableCaption')}</caption>
            <thead>
              <tr className="text-left text-slate-700 dark:text-slate-300">
                <th scope="col" className="py-1 pr-4 font-semibold">
                  {t('metrics.day')}
                </th>
                {series.map((key) => (
                  <th key={key} scope="col" className="py-1 pr-4 text-right font-semibold">
                    {t(`metrics.series.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900 dark:divide-slate-800 dark:text-slate-100">
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="py-1 pr-4 text-left font-normal whitespace-nowrap">
                    {formatDay(day.date, i18n.language)}
                  </th>
                  {series.map((key) => (
                    <td key={key} className="py-1 pr-4 text-right tabular-nums">
                      {formatNumber(day[key], i18n.language)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
