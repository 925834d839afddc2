import type { Plan } from '@nfc/contract/plans';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageMeta } from '../../../components/page-meta';
import { LoadingState } from '../../../components/spinner';
import { getErrorStatus } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { adminToastOptions, toast } from '../../../lib/toast';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useCreatePlanChangeSession } from '../api/create-plan-change-session';
import { usePlans } from '../api/get-plans';
import { useManageSubscription } from '../api/manage-subscription';
import { CurrentPlanCard } from '../components/current-plan-card';
import { PlanOptionCard } from '../components/plan-option-card';
import { getPlanButtonState } from '../lib/plan-state';

/** Where the hand-over to the payment provider is going: a plan's checkout or change, or the portal. */
type HandOver = { kind: 'plan'; planId: string } | { kind: 'portal' } | null;

export default function BillingPage() {
  const { t } = useTranslation('billing');
  const { user, refetchProfile } = useAuth();
  const plans = usePlans();
  const checkout = useCreateCheckoutSession();
  const planChange = useCreatePlanChangeSession();
  const manage = useManageSubscription();
  const [handOver, setHandOver] = useState<HandOver>(null);

  // Spec: a failed plan list is reported as a toast (5 s in the billing area), besides the inline retry.
  useEffect(() => {
    if (plans.isError) toast.error(t('billing:errors.plans'), { ...adminToastOptions, id: 'billing-plans-error' });
  }, [plans.isError, t]);

  // Coming back with the browser's back button restores this page from the cache: the hand-over is over.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setHandOver(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const changePlan = async (plan: Plan) => {
    try {
      const { url } = await planChange.mutateAsync({ newPlanId: plan.id });
      window.location.assign(url);
    } catch {
      toast.error(t('billing:errors.planChange'), adminToastOptions);
      setHandOver(null);
    }
  };

  const selectPlan = async (plan: Plan) => {
    setHandOver({ kind: 'plan', planId: plan.id });
    if (user?.plan) {
      await changePlan(plan);
      return;
    }
    try {
      const { url } = await checkout.mutateAsync({ planId: plan.id });
      window.location.assign(url);
    } catch (error) {
      // 409: the account has a plan this page did not know of yet; a change is the way then.
      if (getErrorStatus(error) === 409) {
        void refetchProfile();
        await changePlan(plan);
        return;
      }
      toast.error(t('billing:errors.checkout'), adminToastOptions);
      setHandOver(null);
    }
  };

  const openPortal = async () => {
    setHandOver({ kind: 'portal' });
    try {
      const { url } = await manage.mutateAsync();
      window.location.assign(url);
    } catch {
      toast.error(t('billing:errors.portal'), adminToastOptions);
      setHandOver(null);
    }
  };

  if (!user) return null;
  const redirectingPlanId = handOver?.kind === 'plan' ? handOver.planId : null;

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <PageMeta title={t('billing:title')} description={t('billing:subtitle')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t('billing:title')}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('billing:subtitle')}</p>
      </div>

      <CurrentPlanCard
        user={user}
        planName={plans.data?.find((plan) => plan.id === user.plan?.id)?.name}
        isOpeningPortal={handOver?.kind === 'portal'}
        isBlocked={handOver !== null}
        onManage={() => void openPortal()}
      />

      <section aria-labelledby="plans-title" className="space-y-4">
        <h2 id="plans-title" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('billing:plans.title')}
        </h2>
        {plans.isPending ? (
          <LoadingState label={t('billing:plans.loading')} />
        ) : plans.isError ? (
          <Alert tone="error" title={t('billing:errors.plans')}>
            <Button variant="secondary" className="mt-3" onClick={() => void plans.refetch()}>
              {t('billing:plans.retry')}
            </Button>
          </Alert>
        ) : plans.data.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t('billing:plans.empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {plans.data.map((plan) => (
              <li key={plan.id}>
                <PlanOptionCard
                  plan={plan}
                  state={getPlanButtonState({ planId: plan.id, currentPlanId: user.plan?.id, redirectingPlanId })}
                  isBlocked={handOver !== null}
                  onSelect={(selected) => void selectPlan(selected)}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('billing:plans.providerNote')}</p>
      </section>
    </div>
  );
}
