import type { User } from '@nfc/contract/users';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { formatDate } from '../../../lib/format';
import { getTagQuota, isCancellationScheduled, isSubscriptionActive } from '../lib/plan-state';

type CurrentPlanCardProps = {
  user: User;
  /** The plan's name in the interface's language, from the plan list; the profile's name until it loads. */
  planName?: string;
  isOpeningPortal: boolean;
  isBlocked: boolean;
  onManage: () => void;
};

/** The plan (or Free), the tag quota, a scheduled cancellation and the way to the provider's portal. */
export function CurrentPlanCard({ user, planName, isOpeningPortal, isBlocked, onManage }: CurrentPlanCardProps) {
  const { t, i18n } = useTranslation('billing');
  const status = user.subscriptionStatus;
  const quota = getTagQuota(user);

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('billing:current.title')}</h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-700 dark:text-slate-300">{t('billing:current.plan')}</dt>
          <dd className="text-2xl font-bold text-slate-900 dark:text-white">
            {user.plan ? (planName ?? user.plan.name) : t('billing:current.free')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700 dark:text-slate-300">{t('billing:current.quota')}</dt>
          <dd className="text-2xl font-bold text-slate-900 dark:text-white">
            {t('billing:current.quotaValue', { count: quota })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700 dark:text-slate-300">{t('billing:current.status')}</dt>
          <dd className="text-base font-semibold text-slate-900 dark:text-white">
            {t(`billing:current.statuses.${status ?? 'none'}`)}
          </dd>
        </div>
      </dl>
      {isCancellationScheduled(status) && (
        <Alert tone="warning" title={t('billing:current.cancelPendingTitle')}>
          {user.planExpiresAt
            ? t('billing:current.cancelPendingText', { date: formatDate(user.planExpiresAt, i18n.resolvedLanguage) })
            : t('billing:current.cancelPendingNoDate')}
        </Alert>
      )}
      {!user.plan && <p className="text-sm text-slate-700 dark:text-slate-300">{t('billing:current.freeText')}</p>}
      {isSubscriptionActive(status) && (
        <Button variant="secondary" isLoading={isOpeningPortal} disabled={isBlocked} onClick={onManage}>
          {t('billing:current.manage')}
        </Button>
      )}
    </Card>
  );
}
