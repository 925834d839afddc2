import { type AdminOrderStatus, type ProductType, splitProductType } from '@nfc/contract/orders';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge';

const statusTones: Record<AdminOrderStatus, BadgeTone> = {
  pending_review: 'warning',
  payment_pending: 'warning',
  processing_vcf_pending: 'info',
  shipped: 'info',
  completed: 'success',
  cancelled: 'neutral',
};

export function OrderStatusBadge({ status }: { status: AdminOrderStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={statusTones[status]}>{t(`orders.statuses.${status}`)}</Badge>;
}

/** 'NFC card · Individual' for nfc_card_individual. */
export function useProductLabel() {
  const { t } = useTranslation('admin');
  return (productType: ProductType) => {
    const { line, edition } = splitProductType(productType);
    return t('orders.product', { line: t(`orders.lines.${line}`), edition: t(`orders.editions.${edition}`) });
  };
}
