import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LoadingState } from '../../../components/spinner';
import { usePublicPlans } from '../api/get-public-plans';
import { PlanCard } from '../components/plan-card';

export default function PricingPage() {
  const { t } = useTranslation();
  const plans = usePublicPlans();

  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h1 id="pricing-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t('pricing.title')}
        </h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('pricing.subtitle')}</p>
      </div>

      <div className="mt-12">
        {plans.isPending ? (
          <LoadingState label={t('pricing.loading')} />
        ) : plans.isError ? (
          <Alert tone="error" title={t('pricing.loadError')} className="mx-auto max-w-lg">
            <Button variant="secondary" className="mt-3" onClick={() => void plans.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Alert>
        ) : plans.data.length === 0 ? (
          <p className="text-center text-slate-700 dark:text-slate-300">{t('pricing.empty')}</p>
        ) : (
          <ul className="flex flex-wrap justify-center gap-6">
            {plans.data.map((plan) => (
              <li key={plan.id} className="flex w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]">
                <PlanCard plan={plan} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="mt-10 text-center text-sm text-slate-700 dark:text-slate-300">{t('pricing.flexibleNote')}</p>
    </section>
  );
}
