import type { TagAnalytics } from '@nfc/contract/tags';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts';
import { focusRing } from '../../../components/styles';
import { formatDay } from '../../../lib/date-range';
import { scanSourceColors, scanSourceOrder } from '../lib/scan-sources';

type Point = TagAnalytics['series'][number];

function ChartTooltip({ active, payload }: Partial<TooltipContentProps<number, string>>) {
  const { t, i18n } = useTranslation('tags');
  const point = payload?.[0]?.payload as Point | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-md bg-white px-3 py-2 text-sm shadow-lg ring-1 ring-slate-900/10 dark:bg-slate-800 dark:ring-white/10">
      <p className="font-semibold text-slate-900 dark:text-white">{formatDay(point.date, i18n.language)}</p>
      <p className="text-slate-700 dark:text-slate-300">{t('tags:analytics.scansCount', { count: point.scans })}</p>
      {scanSourceOrder.map((source) => (
        <p key={source} className="text-xs text-slate-600 dark:text-slate-400">
          {t(`tags:analytics.sourceNames.${source}`)}: {point[source]}
        </p>
      ))}
    </div>
  );
}

/** Scans per day as bars stacked by source, with the same figures as a table for screen readers and keyboard users. */
export function ScansChart({ series }: { series: TagAnalytics['series'] }) {
  const { t, i18n } = useTranslation('tags');
  return (
    <div>
      <div className="h-64 text-slate-600 sm:h-72 dark:text-slate-400" aria-hidden="true">
        <BarChart
          data={series}
          responsive
          style={{ width: '100%', height: '100%' }}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
          <XAxis
            dataKey="date"
            tickFormatter={(day: string) => formatDay(day, i18n.language, 'short')}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: 'currentColor', strokeOpacity: 0.3 }}
            minTickGap={16}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <Tooltip content={<ChartTooltip />} cursor={{ fill: 'currentColor', fillOpacity: 0.08 }} />
          {scanSourceOrder.map((source) => (
            <Bar
              key={source}
              dataKey={source}
              stackId="sources"
              fill={scanSourceColors[source]}
              maxBarSize={32}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300" aria-hidden="true">
        {scanSourceOrder.map((source) => (
          <li key={source} className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm" style={{ backgroundColor: scanSourceColors[source] }} />
            {t(`tags:analytics.sourceNames.${source}`)}
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded-sm font-medium text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300">
          {t('tags:analytics.showTable')}
        </summary>
        <section
          className={`mt-2 max-h-72 overflow-auto rounded-sm ${focusRing}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a long range
          tabIndex={0}
          aria-label={t('tags:analytics.perDay')}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('tags:analytics.perDay')}</caption>
            <thead>
              <tr className="text-slate-600 dark:text-slate-400">
                <th scope="col" className="py-1 pr-4 font-medium">
                  {t('tags:analytics.date')}
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {t('tags:analytics.scans')}
                </th>
                {scanSourceOrder.map((source) => (
                  <th key={source} scope="col" className="py-1 pr-4 font-medium last:pr-0">
                    {t(`tags:analytics.sourceNames.${source}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {series.map((point) => (
                <tr key={point.date}>
                  <td className="py-1 pr-4 text-slate-800 dark:text-slate-200">
                    {formatDay(point.date, i18n.language)}
                  </td>
                  <td className="py-1 pr-4 tabular-nums text-slate-800 dark:text-slate-200">{point.scans}</td>
                  {scanSourceOrder.map((source) => (
                    <td key={source} className="py-1 pr-4 tabular-nums text-slate-800 last:pr-0 dark:text-slate-200">
                      {point[source]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </div>
  );
}
