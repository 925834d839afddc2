import type { WebhookDelivery } from '@nfc/contract/webhooks';
import { useTranslation } from 'react-i18next';

const looks = {
  pending: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-700 dark:text-slate-100 dark:ring-slate-500',
  retrying: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700',
  delivered:
    'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700',
  failed: 'bg-red-50 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-700',
} as const;

/** A pending delivery that has failed before is 'retrying'; the label carries the meaning, colour only helps. */
export function getDeliveryState(delivery: Pick<WebhookDelivery, 'status' | 'attempts'>): keyof typeof looks {
  return delivery.status === 'pending' && delivery.attempts > 0 ? 'retrying' : delivery.status;
}

export function DeliveryStatusBadge({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  const state = getDeliveryState(delivery);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${looks[state]}`}
    >
      {t(`webhooks:deliveries.states.${state}`)}
    </span>
  );
}
