import type { Plan } from '@nfc/contract/plans';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/button';
import { FeatureList } from '../../../components/feature-list';
import { RecommendedBadge } from '../../../components/recommended-badge';
import { paths } from '../../../config/paths';
import { formatCurrency } from '../../../lib/format';

export function PlanCard({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation();
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex w-full flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        plan.isRecommended
          ? 'border-indigo-600 ring-1 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400'
          : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
          {plan.name}
        </h2>
        {plan.isRecommended && <RecommendedBadge label={t('pricing.recommended')} />}
      </div>
      {plan.description && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{plan.description}</p>}
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
          {formatCurrency(plan.priceMonthly, plan.currency, i18n.resolvedLanguage)}
        </span>
        <span className="text-sm text-slate-700 dark:text-slate-300">{t('pricing.perMonth')}</span>
      </p>
      <p className="mt-2 text-sm font-medium text-indigo-700 dark:text-indigo-300">
        {t('pricing.tagLimit', { count: plan.tagLimit })}
      </p>
      <p className="mt-1 text-sm font-medium text-indigo-700 dark:text-indigo-300">
        {plan.seatLimit === null ? t('pricing.unlimitedSeats') : t('pricing.seatLimit', { count: plan.seatLimit })}
      </p>
      {plan.features.length > 0 && (
        <FeatureList
          features={plan.features}
          label={t('pricing.featuresLabel', { plan: plan.name })}
          className="mt-6 flex-1"
        />
      )}
      <LinkButton
        to={paths.register}
        className="mt-8 w-full"
        aria-label={t('pricing.choosePlanFor', { plan: plan.name })}
      >
        {t('pricing.choosePlan')}
      </LinkButton>
    </article>
  );
}
