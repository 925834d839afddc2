import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';

type TopListProps = {
  title: string;
  items: ReadonlyArray<{ key: string; count: number }>;
  total: number;
  /** The readable name of a key ('de' -> German); 'unknown' is translated before this is asked. */
  formatKey?: (key: string) => string;
};

/** The most frequent values of one dimension with their share of all scans. */
export function TopList({ title, items, total, formatKey = (key) => key }: TopListProps) {
  const { t, i18n } = useTranslation('tags');
  const headingId = useId();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {items.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('tags:analytics.noData')}</p>
        ) : (
          <ol className="mt-3 space-y-2.5">
            {items.map((item) => {
              const share = total > 0 ? item.count / total : 0;
              const label = item.key === 'unknown' ? t('tags:analytics.unknown') : formatKey(item.key);
              return (
                <li key={item.key} className="text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="truncate text-slate-800 dark:text-slate-200">{label}</span>
                    <span className="shrink-0 tabular-nums text-slate-700 dark:text-slate-300">
                      {item.count}{' '}
                      <span className="text-xs text-slate-500 dark:text-slate-400">({percent.format(share)})</span>
                    </span>
                  </div>
                  <div
                    aria-hidden="true"
                    className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                  >
                    <div
                      className="h-full rounded-full bg-indigo-500"
                      style={{ width: `${Math.max(share * 100, 2)}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </Card>
  );
}
