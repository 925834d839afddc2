import type { ShippingCountry } from '@nfc/contract/constants';
import type { DeliveryAddressInput, OrderRequestBody, PriceQuote } from '@nfc/contract/orders';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { formatCurrency } from '../../../lib/format';
import { useCountryName } from '../hooks/use-country-name';
import { acceptsLogo, getProductLabelKeys } from '../lib/order-labels';

type OrderSummaryProps = {
  productType: OrderRequestBody['productType'];
  quantity: number | null;
  shippingCountry: ShippingCountry;
  tagWritingPreference: OrderRequestBody['tagWritingPreference'];
  verifiedTaps: boolean;
  /** The address as typed so far. */
  deliveryAddress: Partial<DeliveryAddressInput> | undefined;
  logo: File | null;
  /** The quote of exactly these choices, when it has arrived. */
  quote: PriceQuote | undefined;
  isSubmitting: boolean;
};

/** What will be ordered, the total of the current quote, and the submit button. */
export function OrderSummary({
  productType,
  quantity,
  shippingCountry,
  tagWritingPreference,
  verifiedTaps,
  deliveryAddress,
  logo,
  quote,
  isSubmitting,
}: OrderSummaryProps) {
  const { t, i18n } = useTranslation('orders');
  const countryName = useCountryName();
  const labels = getProductLabelKeys(productType);
  const titleId = useId();

  const rows = [
    {
      label: t('orders:fobs.summary.product'),
      value: t('orders:productName', { line: t(labels.line), edition: t(labels.edition) }),
    },
    {
      label: t('orders:fobs.summary.quantity'),
      value: quantity === null ? '–' : t('orders:pieces', { count: quantity }),
    },
    { label: t('orders:fobs.summary.writing'), value: t(`orders:writingPreference.${tagWritingPreference}.short`) },
    {
      label: t('orders:verifiedTaps.label'),
      value: verifiedTaps ? t('orders:verifiedTaps.yes') : t('orders:verifiedTaps.no'),
    },
    { label: t('orders:fobs.summary.country'), value: countryName(shippingCountry) },
    {
      label: t('orders:fobs.summary.deliverTo'),
      value:
        [deliveryAddress?.name, [deliveryAddress?.plz, deliveryAddress?.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ') || '–',
    },
    ...(acceptsLogo(productType)
      ? [{ label: t('orders:fobs.summary.logo'), value: logo ? logo.name : t('orders:fobs.summary.noLogo') }]
      : []),
  ];

  return (
    <section aria-labelledby={titleId}>
      <Card className="space-y-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('orders:fobs.summary.title')}
        </h2>
        <dl className="space-y-2 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt className="text-slate-700 dark:text-slate-300">{row.label}</dt>
              <dd className="min-w-0 text-right font-medium wrap-anywhere text-slate-900 dark:text-white">
                {row.value}
              </dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base dark:border-slate-700">
            <dt className="font-semibold text-slate-900 dark:text-white">{t('orders:fobs.summary.total')}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
              {quote ? formatCurrency(quote.totalPrice, quote.currency, i18n.resolvedLanguage) : '–'}
            </dd>
          </div>
        </dl>
        <Button type="submit" className="w-full" isLoading={isSubmitting}>
          {isSubmitting ? t('orders:fobs.submit.submitting') : t('orders:fobs.submit.label')}
        </Button>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('orders:fobs.submit.note')}</p>
      </Card>
    </section>
  );
}
