import { VAT_RATE_PERCENT } from '@nfc/contract/constants';
import type { PriceQuote } from '@nfc/contract/orders';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Card } from '../../../components/card';
import { FeatureList } from '../../../components/feature-list';
import { Spinner } from '../../../components/spinner';
import { formatCurrency } from '../../../lib/format';

type PriceSidebarProps = {
  quote: PriceQuote | undefined;
  /** A new quote is on its way (waiting for the pause after typing, or the request itself). */
  isUpdating: boolean;
  /** The message of a failed quote, if the latest one failed. */
  error: string | null;
  /** The quantity is not a whole number from 1 to 1000, so no quote is asked for. */
  isQuantityInvalid: boolean;
};

type RowProps = { label: ReactNode; value: string; isStrong?: boolean; hasRule?: boolean };

function Row({ label, value, isStrong = false, hasRule = false }: RowProps) {
  const rule = hasRule ? 'border-t border-slate-200 pt-2 dark:border-slate-700' : '';
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${isStrong ? 'text-base font-semibold' : 'text-sm'} ${rule}`}
    >
      <dt className={isStrong ? 'text-slate-900 dark:text-white' : 'text-slate-700 dark:text-slate-300'}>{label}</dt>
      <dd className="text-right text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}

/** The live quote: price breakdown, tier, monthly fee, delivery time; loading and error states. */
export function PriceSidebar({ quote, isUpdating, error, isQuantityInvalid }: PriceSidebarProps) {
  const { t, i18n } = useTranslation('orders');
  const titleId = useId();
  const money = (amount: number) => formatCurrency(amount, quote?.currency ?? 'EUR', i18n.resolvedLanguage);

  let body: ReactNode;
  if (isQuantityInvalid) {
    body = <p className="text-sm text-slate-700 dark:text-slate-300">{t('orders:fobs.price.needsQuantity')}</p>;
  } else if (error && !isUpdating) {
    body = (
      <Alert tone="error" title={t('orders:fobs.price.error')}>
        {error}
      </Alert>
    );
  } else if (!quote) {
    body = (
      <div aria-hidden="true" className="space-y-3 motion-safe:animate-pulse">
        <div className="h-12 rounded-lg bg-slate-100 dark:bg-slate-700" />
        <div className="h-4 rounded bg-slate-100 dark:bg-slate-700" />
        <div className="h-4 rounded bg-slate-100 dark:bg-slate-700" />
        <div className="h-6 rounded bg-slate-100 dark:bg-slate-700" />
      </div>
    );
  } else {
    const { tierInfo } = quote;
    body = (
      <div className={`space-y-4 transition-opacity ${isUpdating ? 'opacity-60' : ''}`}>
        <div className="rounded-lg bg-indigo-50 p-3 text-sm dark:bg-indigo-950">
          <p className="font-semibold text-indigo-900 dark:text-indigo-100">
            {t('orders:fobs.price.tier', { name: tierInfo.name })}
          </p>
          {tierInfo.description && (
            <p className="mt-0.5 text-indigo-900 dark:text-indigo-100">{tierInfo.description}</p>
          )}
          {tierInfo.discountPercentage > 0 && (
            <p className="mt-1 font-medium text-emerald-800 dark:text-emerald-300">
              {t('orders:fobs.price.tierDiscount', { percent: tierInfo.discountPercentage })}
            </p>
          )}
        </div>
        <dl className="space-y-2">
          <Row label={t('orders:fobs.price.unitPrice')} value={money(quote.unitPrice)} />
          <Row label={t('orders:fobs.price.basePrice', { count: quote.quantity })} value={money(quote.basePrice)} />
          {quote.customizationTotal > 0 && (
            <Row label={t('orders:fobs.price.customizations')} value={money(quote.customizationTotal)} />
          )}
          {quote.discountAmount > 0 && (
            <Row label={t('orders:fobs.price.discount')} value={`− ${money(quote.discountAmount)}`} />
          )}
          <Row label={t('orders:fobs.price.subtotal')} value={money(quote.subtotal)} hasRule />
          <Row label={t('orders:fobs.price.vat', { rate: VAT_RATE_PERCENT })} value={money(quote.vatAmount)} />
          <Row
            label={t('orders:fobs.price.shipping')}
            value={quote.shippingCost > 0 ? money(quote.shippingCost) : t('orders:fobs.price.freeShipping')}
          />
          <Row label={t('orders:fobs.price.total')} value={money(quote.totalPrice)} isStrong hasRule />
        </dl>
        {tierInfo.hasMonthlyFee && (
          <p className="text-sm text-slate-800 dark:text-slate-200">
            {t('orders:fobs.price.monthlyFee', { amount: money(tierInfo.monthlyFee) })}
          </p>
        )}
        {quote.estimatedDays && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('orders:fobs.price.delivery', { days: quote.estimatedDays })}
          </p>
        )}
        {tierInfo.features.length > 0 && (
          <FeatureList features={tierInfo.features} label={t('orders:fobs.price.features')} />
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <Card className="space-y-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('orders:fobs.price.title')}
          </h2>
          <span role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            {isUpdating && !isQuantityInvalid && (
              <>
                <Spinner size="sm" />
                {t('orders:fobs.price.calculating')}
              </>
            )}
          </span>
        </div>
        <div aria-busy={isUpdating || undefined}>{body}</div>
      </Card>
    </section>
  );
}
