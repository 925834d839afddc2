import type { CustomerOrder } from '@nfc/contract/orders';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LinkButton } from '../../../components/button';
import { buttonVariants } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { formatOrderDate, formatOrderMoney } from '../lib/order-format';
import { getDisplayedTotal, getOrderQuantity } from '../lib/order-total';
import { getTrackingUrl } from '../lib/tracking';
import { OrderItems } from './order-items';
import { OrderStatusBadge } from './order-status-badge';

/** The order page pre-filled with the product and quantity of a past order. */
export function getReorderHref(order: Pick<CustomerOrder, 'productType' | 'items'>): string {
  const params = new URLSearchParams({ productType: order.productType, quantity: String(getOrderQuantity(order)) });
  return `${paths.orderFobs}?${params}`;
}

type OrderCardProps = { order: CustomerOrder; onViewDetails: (order: CustomerOrder) => void };

export function OrderCard({ order, onViewDetails }: OrderCardProps) {
  const { t } = useTranslation('orders');
  const headingId = useId();

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-semibold text-slate-900 wrap-anywhere dark:text-white">
            {t('orders:history.card.title', { orderNumber: order.orderNumber })}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('orders:history.card.orderedOn', { date: formatOrderDate(order.orderDate) })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="mt-3">
        <OrderItems items={order.items} />
      </div>
      <div className="mt-3 flex flex-col gap-3 border-t border-slate-200 pt-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('orders:history.card.total')}{' '}
          <span className="text-base font-semibold text-slate-900 tabular-nums dark:text-white">
            {formatOrderMoney(getDisplayedTotal(order), order.currency)}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {order.trackingNumber && (
            <a
              href={getTrackingUrl(order.trackingNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants.secondary}
            >
              {t('orders:history.card.track')}
              <span className="sr-only"> {t('orders:history.card.newTab')}</span>
            </a>
          )}
          <Button variant="secondary" onClick={() => onViewDetails(order)}>
            {t('orders:history.card.viewDetails')}
          </Button>
          {order.status === 'delivered' && (
            <LinkButton to={getReorderHref(order)}>{t('orders:history.card.reorder')}</LinkButton>
          )}
        </div>
      </div>
    </article>
  );
}
