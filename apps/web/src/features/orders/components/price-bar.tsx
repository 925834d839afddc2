import type { PriceQuote } from '@nfc/contract/orders';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { formatCurrency } from '../../../lib/format';

type PriceBarProps = {
  quote: PriceQuote | undefined;
  isUpdating: boolean;
  isQuantityInvalid: boolean;
  /** The price breakdown: once it is on screen, or scrolled past, the bar steps aside. */
  detailsRef: RefObject<HTMLElement | null>;
  /** Brings the price breakdown into view. */
  onShowDetails: () => void;
};

/** On phones the total stays on screen at the bottom while the products and the form scroll by. */
export function PriceBar({ quote, isUpdating, isQuantityInvalid, detailsRef, onShowDetails }: PriceBarProps) {
  const { t, i18n } = useTranslation('orders');
  const [isDetailsReached, setIsDetailsReached] = useState(false);
  useEffect(() => {
    const target = detailsRef.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setIsDetailsReached(entry.isIntersecting || entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [detailsRef]);
  if (isDetailsReached) return null;
  const total =
    isQuantityInvalid || !quote ? '–' : formatCurrency(quote.totalPrice, quote.currency, i18n.resolvedLanguage);
  return (
    <section
      aria-label={t('orders:fobs.priceBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden dark:border-slate-700 dark:bg-slate-900/95"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="min-w-0 text-slate-900 dark:text-white" aria-live="polite">
          <span className="block text-xs text-slate-700 dark:text-slate-300">{t('orders:fobs.priceBar.total')}</span>
          <span className={`text-lg font-semibold tabular-nums ${isUpdating ? 'opacity-60' : ''}`}>
            {isUpdating && !quote && !isQuantityInvalid ? t('orders:fobs.priceBar.calculating') : total}
          </span>
        </p>
        <Button type="button" variant="secondary" onClick={onShowDetails}>
          {t('orders:fobs.priceBar.details')}
        </Button>
      </div>
    </section>
  );
}
