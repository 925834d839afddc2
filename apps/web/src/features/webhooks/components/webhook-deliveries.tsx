import { WEBHOOK_DELIVERIES_PAGE_SIZE, WEBHOOK_MAX_ATTEMPTS, type WebhookDelivery } from '@nfc/contract/webhooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { getPageRange, Pagination } from '../../../components/pagination';
import { LoadingState } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { formatDateTime } from '../lib/format-time';
import { DeliveryStatusBadge } from './delivery-status-badge';

function Detail({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm text-slate-900 wrap-anywhere dark:text-slate-100">{children}</dd>
    </div>
  );
}

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const { t, i18n } = useTranslation('webhooks');
  const when = (value: string) => formatDateTime(value, i18n.language);
  const error = delivery.lastError
    ? t(`webhooks:deliveries.errors.${delivery.lastError}`, { code: delivery.lastStatusCode ?? '' })
    : null;
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          {delivery.event}
        </code>
        <DeliveryStatusBadge delivery={delivery} />
        <span className="text-xs text-slate-600 dark:text-slate-400">{when(delivery.createdAt)}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
        <Detail label={t('webhooks:deliveries.attempts')}>
          {t('webhooks:deliveries.attemptsValue', { count: delivery.attempts, max: WEBHOOK_MAX_ATTEMPTS })}
        </Detail>
        <Detail label={t('webhooks:deliveries.response')}>
          {delivery.lastStatusCode ?? t('webhooks:deliveries.noResponse')}
        </Detail>
        {delivery.deliveredAt && (
          <Detail label={t('webhooks:deliveries.deliveredAt')}>{when(delivery.deliveredAt)}</Detail>
        )}
        {delivery.nextAttemptAt && (
          <Detail label={t('webhooks:deliveries.nextAttemptAt')}>{when(delivery.nextAttemptAt)}</Detail>
        )}
        {error && (
          <Detail label={t('webhooks:deliveries.error')} className="sm:col-span-3">
            <span className="text-red-800 dark:text-red-300">{error}</span>
          </Detail>
        )}
      </dl>
    </li>
  );
}

/** One endpoint's deliveries, newest first; refreshes on its own while any of them is still pending. */
export function WebhookDeliveries({ endpointId, headingId }: { endpointId: string; headingId: string }) {
  const { t } = useTranslation(['webhooks', 'translation']);
  const [page, setPage] = useState(1);
  const query = useWebhookDeliveries(endpointId, page);

  if (query.isPending) return <LoadingState label={t('webhooks:deliveries.loading')} />;
  if (query.isError) {
    return (
      <Alert tone="error" title={t('webhooks:deliveries.errorTitle')}>
        <p>{getErrorMessage(query.error, 'webhooks:deliveries.errorFallback')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          {t('translation:common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const { deliveries, totalCount, totalPages, currentPage } = query.data;
  if (deliveries.length === 0) {
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t('webhooks:deliveries.empty')}</p>;
  }
  const range = getPageRange(currentPage, WEBHOOK_DELIVERIES_PAGE_SIZE, totalCount);
  return (
    <div className="space-y-4">
      <ul aria-labelledby={headingId} className="divide-y divide-slate-200 dark:divide-slate-700">
        {deliveries.map((delivery) => (
          <DeliveryRow key={delivery.id} delivery={delivery} />
        ))}
      </ul>
      <Pagination
        currentPage={currentPage}
        totalPages={totalPages}
        onPageChange={setPage}
        isDisabled={query.isFetching && query.isPlaceholderData}
        summary={t('webhooks:deliveries.summary', { start: range.start, end: range.end, total: totalCount })}
        labels={{
          navigation: t('webhooks:deliveries.pagination'),
          previous: t('webhooks:deliveries.previous'),
          next: t('webhooks:deliveries.next'),
          page: (number) => t('webhooks:deliveries.page', { page: number }),
        }}
      />
    </div>
  );
}
