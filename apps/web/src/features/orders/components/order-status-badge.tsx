import type { CustomerOrderStatus } from '@nfc/contract/orders';
import { useTranslation } from 'react-i18next';
import { getStatusLabelKey } from '../lib/order-labels';

const statusLook: Record<CustomerOrderStatus, { icon: string; tone: string }> = {
  pending: {
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2',
    tone: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700',
  },
  processing: {
    icon: 'M20 11a8 8 0 0 0-14.7-4.4L4 8M4 4v4h4M4 13a8 8 0 0 0 14.7 4.4L20 16M20 20v-4h-4',
    tone: 'bg-sky-50 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-700',
  },
  shipped: {
    icon: 'M2 6h11v10H2V6Zm11 4h4l3 3v3h-7v-6ZM6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
    tone: 'bg-indigo-50 text-indigo-900 ring-indigo-300 dark:bg-indigo-950 dark:text-indigo-100 dark:ring-indigo-700',
  },
  delivered: {
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 3 3 5-6',
    tone: 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700',
  },
  cancelled: {
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9 9l6 6m0-6-6 6',
    tone: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-700 dark:text-slate-100 dark:ring-slate-500',
  },
};

/** Status icon and label; the icon is decorative, the label carries the meaning. */
export function OrderStatusBadge({ status }: { status: CustomerOrderStatus }) {
  const { t } = useTranslation('orders');
  const look = statusLook[status] ?? statusLook.pending;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${look.tone}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={look.icon} />
      </svg>
      {t(getStatusLabelKey(status))}
    </span>
  );
}
