import type { AdminUser } from '@nfc/contract/admin';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { Badge, type BadgeTone } from './badge';

const subscriptionTones: Record<NonNullable<AdminUser['subscriptionStatus']>, BadgeTone> = {
  active: 'success',
  active_cancel_pending: 'warning',
  past_due: 'danger',
  canceled: 'neutral',
};

export function SubscriptionBadge({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('admin');
  const status = user.subscriptionStatus;
  if (!status) return <Badge tone="neutral">{t('users.subscription.none')}</Badge>;
  return (
    <Badge tone={subscriptionTones[status]}>
      {status === 'active_cancel_pending' && user.planExpiresAt
        ? t('users.subscription.cancelsOn', { date: formatDate(user.planExpiresAt, i18n.language) })
        : t(`users.subscription.${status}`)}
    </Badge>
  );
}

/** The tag quota as the server applies it: the admin's override, else the plan's limit, else none. */
export function QuotaText({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  if (user.tagQuota !== null) return <>{t('users.quota.custom', { count: user.tagQuota })}</>;
  if (user.plan) return <>{t('users.quota.fromPlan', { count: user.plan.tagLimit })}</>;
  return <>{t('users.quota.none')}</>;
}

/** The user's role in their organisation (owner, admin or member), apart from the platform's admin role. */
export function TeamRoleBadge({ role }: { role: AdminUser['teamRole'] }) {
  const { t } = useTranslation('admin');
  return <Badge tone="neutral">{t(`users.teamRoles.${role}`)}</Badge>;
}
