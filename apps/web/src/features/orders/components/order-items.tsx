import type { CustomerOrder } from '@nfc/contract/orders';
import { useTranslation } from 'react-i18next';
import { findEdition, getEditionLabelKey, getLineLabelKey } from '../lib/order-labels';

type OrderItem = CustomerOrder['items'][number];

/** The customization text of an item: the translated edition when it names one, else the text as sent. */
export function useCustomizationText(): (item: OrderItem) => string {
  const { t } = useTranslation('orders');
  return (item) => {
    const edition = findEdition(item.customization);
    return edition ? t(getEditionLabelKey(edition)) : item.customization.trim();
  };
}

/** The items of an order as product, quantity and customization. */
export function OrderItems({ items }: { items: CustomerOrder['items'] }) {
  const { t } = useTranslation('orders');
  const customizationText = useCustomizationText();
  return (
    <ul aria-label={t('orders:history.card.items')} className="divide-y divide-slate-200 dark:divide-slate-700">
      {items.map((item, index) => {
        const customization = customizationText(item);
        return (
          // Items have no id of their own and never change order within one answer.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
            <span className="font-medium text-slate-900 dark:text-white">{t(getLineLabelKey(item.productType))}</span>
            <span className="text-slate-700 dark:text-slate-300">
              {t('orders:pieces', { count: item.quantity })}
              {customization && (
                <>
                  {' · '}
                  {t('orders:history.card.customization', { text: customization })}
                </>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
