import type { AdminOrder } from '@nfc/contract/orders';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { textLink } from '../../../components/styles';
import { useOrderLogoUrl } from '../api/get-order-logo-url';
import { LoadError, useLoadErrorToast } from './load-error';

/** SVG logos are served as downloads (never inline), so they get a link instead of a preview. */
export function isSvgLogo(order: Pick<AdminOrder, 'logoS3Key'>): boolean {
  return /\.svg$/i.test(order.logoS3Key ?? '');
}

/** The uploaded logo through its short-lived signed URL. */
export function OrderLogo({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const logo = useOrderLogoUrl(order.id, order.logoUploaded);
  useLoadErrorToast(logo.error, 'admin:orders.logo.failed', `admin-order-logo-${order.id}`);

  if (!order.logoUploaded) return <p className="text-sm text-slate-700 dark:text-slate-300">{t('orders.logo.none')}</p>;
  if (logo.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Spinner size="sm" />
        {t('orders.logo.loading')}
      </p>
    );
  }
  if (logo.isError) {
    return <LoadError error={logo.error} fallbackKey="admin:orders.logo.failed" onRetry={() => void logo.refetch()} />;
  }
  if (isSvgLogo(order)) {
    return (
      <a href={logo.data} className={`${textLink} text-sm`} download>
        {t('orders.logo.downloadSvg')}
      </a>
    );
  }
  return (
    <div className="space-y-2">
      <img
        src={logo.data}
        alt={t('orders.logo.alt', { orderNumber: order.orderNumber })}
        className="max-h-40 max-w-full rounded-md border border-slate-200 bg-white object-contain p-2 dark:border-slate-700"
      />
      <a href={logo.data} target="_blank" rel="noopener noreferrer" className={`${textLink} text-sm`}>
        {t('orders.logo.open')}
        <span className="sr-only"> {t('orders.logo.newTab')}</span>
      </a>
    </div>
  );
}
