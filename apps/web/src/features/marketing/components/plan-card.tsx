import type { Plan } from '@nfc/contract/plans';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/button';
import { paths } from '../../../config/paths';
import { formatCurrency } from '../../../lib/format';

export function PlanCard({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation();
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {plan.name}
      </h2>
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
        <ul aria-label={t('pricing.featuresLabel', { plan: plan.name })} className="mt-6 flex-1 space-y-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-slate-800 dark:text-slate-200">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                fill="currentColor"
              >
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
              <span>{feature}</span>
            </li>
          ))}
        </ul>
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
