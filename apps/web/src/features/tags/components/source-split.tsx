import type { TagAnalytics } from '@nfc/contract/tags';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Pie, PieChart } from 'recharts';
import { Card } from '../../../components/card';
import { scanSourceColors, scanSourceOrder } from '../lib/scan-sources';

/** How the scans came in (chip tap, QR code, other): the figures as a list, with a donut beside them. */
export function SourceSplit({ sources }: { sources: TagAnalytics['sources'] }) {
  const { t, i18n } = useTranslation('tags');
  const headingId = useId();
  const total = sources.nfc + sources.qr + sources.other;
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const slices = scanSourceOrder
    .map((source) => ({ source, value: sources[source], fill: scanSourceColors[source] }))
    .filter((slice) => slice.value > 0);
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('tags:analytics.sources')}
        </h2>
        <div className="mt-4 flex items-center gap-6">
          <div className="size-28 shrink-0 sm:size-32" aria-hidden="true">
            <PieChart responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false}>
              <Pie
                data={slices}
                dataKey="value"
                nameKey="source"
                innerRadius="58%"
                outerRadius="100%"
                stroke="none"
                rootTabIndex={-1}
                isAnimationActive={false}
              />
            </PieChart>
          </div>
          <ul className="min-w-0 flex-1 space-y-2.5">
            {scanSourceOrder.map((source) => (
              <li key={source} className="flex items-baseline justify-between gap-3 text-sm">
                <span className="flex min-w-0 items-center gap-2 text-slate-800 dark:text-slate-200">
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-sm"
                    style={{ backgroundColor: scanSourceColors[source] }}
                  />
                  <span className="truncate">{t(`tags:analytics.sourceNames.${source}`)}</span>
                </span>
                <span className="shrink-0 tabular-nums text-slate-700 dark:text-slate-300">
                  {number.format(sources[source])}{' '}
                  <span className="text-xs text-slate-500 dark:text-slate-400">
                    ({percent.format(total > 0 ? sources[source] / total : 0)})
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">{t('tags:analytics.sourcesNote')}</p>
      </section>
    </Card>
  );
}
