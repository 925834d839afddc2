import type { Plan } from '@nfc/contract/plans';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FeatureList } from '../../../components/feature-list';
import { RecommendedBadge } from '../../../components/recommended-badge';
import { formatCurrency } from '../../../lib/format';
import type { PlanButtonState } from '../lib/plan-state';

type PlanOptionCardProps = {
  plan: Plan;
  state: PlanButtonState;
  /** Another hand-over is under way, so this card waits. */
  isBlocked: boolean;
  onSelect: (plan: Plan) => void;
};

export function PlanOptionCard({ plan, state, isBlocked, onSelect }: PlanOptionCardProps) {
  const { t, i18n } = useTranslation('billing');
  const headingId = useId();
  const isCurrent = state === 'current';
  const label =
    state === 'redirecting'
      ? t('billing:plans.redirecting')
      : state === 'current'
        ? t('billing:plans.current')
        : state === 'change'
          ? t('billing:plans.changeTo', { plan: plan.name })
          : t('billing:plans.subscribe');

  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-800 ${
        isCurrent
          ? 'border-indigo-600 ring-1 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400'
          : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
          {plan.name}
        </h3>
        {plan.isRecommended && <RecommendedBadge label={t('billing:plans.recommended')} />}
      </div>
      {plan.description && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{plan.description}</p>}
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {formatCurrency(plan.priceMonthly, plan.currency, i18n.resolvedLanguage)}
        </span>
        <span className="text-sm text-slate-700 dark:text-slate-300">{t('billing:plans.perMonth')}</span>
      </p>
      <p className="mt-2 text-sm font-medium text-indigo-700 dark:text-indigo-300">
        {t('billing:plans.tagLimit', { count: plan.tagLimit })}
      </p>
      <p className="mt-1 text-sm font-medium text-indigo-700 dark:text-indigo-300">
        {plan.seatLimit === null
          ? t('billing:plans.unlimitedSeats')
          : t('billing:plans.seatLimit', { count: plan.seatLimit })}
      </p>
      {plan.features.length > 0 && (
        <FeatureList
          features={plan.features}
          label={t('billing:plans.features', { plan: plan.name })}
          className="mt-5 flex-1"
        />
      )}
      <Button
        variant={state === 'subscribe' || state === 'change' ? 'primary' : 'secondary'}
        className="mt-6 w-full"
        disabled={isCurrent || (isBlocked && state !== 'redirecting')}
        isLoading={state === 'redirecting'}
        onClick={() => onSelect(plan)}
      >
        {label}
      </Button>
    </article>
  );
}
