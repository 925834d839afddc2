import type { TagAnalytics } from '@nfc/contract/tags';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { getFunnelSteps } from '../lib/funnel';

type TagFunnelProps = {
  funnel: TagAnalytics['funnel'];
  /** Only a tag that opens a card page leads on to views, saves and leads. */
  isCardPage: boolean;
};

/** Scans -> card views -> saved contacts -> leads, each with its share of the step before. */
export function TagFunnel({ funnel, isCardPage }: TagFunnelProps) {
  const { t, i18n } = useTranslation('tags');
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const steps = getFunnelSteps(funnel, isCardPage);
  const widest = Math.max(...steps.map((step) => step.count), 1);
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('tags:analytics.funnel')}
        </h2>
        <ol className="mt-4 space-y-3">
          {steps.map((step) => (
            <li key={step.key} className="text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-slate-800 dark:text-slate-200">
                  {t(`tags:analytics.funnelSteps.${step.key}`)}
                </span>
                <span className="tabular-nums text-slate-700 dark:text-slate-300">
                  <span className="font-semibold text-slate-900 dark:text-white">{number.format(step.count)}</span>
                  {step.conversion !== null && (
                    <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">
                      {t('tags:analytics.stepConversion', { percent: percent.format(step.conversion) })}
                    </span>
                  )}
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-700">
                <div
                  className="h-full rounded-full bg-indigo-500"
                  style={{ width: `${Math.max((step.count / widest) * 100, step.count > 0 ? 2 : 0)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
          {t(isCardPage ? 'tags:analytics.funnelNote' : 'tags:analytics.funnelOnlyCards')}
        </p>
      </section>
    </Card>
  );
}
