import { productEditions, productLines } from '@nfc/contract/constants';
import type { ProductType } from '@nfc/contract/orders';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import { getEditionLabelKey, getLineLabelKey } from '../lib/order-labels';

const lineIcons: Record<(typeof productLines)[number], IconName> = {
  nfc_card: 'card',
  pet_tag: 'paw',
  food_counter: 'utensils',
};

type ProductPickerProps = {
  value: ProductType;
  onChange: (productType: ProductType) => void;
  name: string;
};

/**
 * The three product lines, each with its core, individual and premium edition, as one radio group. On phones the
 * editions sit side by side with their descriptions read out only, so the price is not pushed nine tiles down.
 */
export function ProductPicker({ value, onChange, name }: ProductPickerProps) {
  const { t } = useTranslation('orders');
  const baseId = useId();

  return (
    <fieldset className="space-y-3 sm:space-y-5">
      <legend>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('orders:fobs.product.legend')}</h2>
      </legend>
      {productLines.map((line) => {
        const lineId = `${baseId}-${line}`;
        return (
          <fieldset
            key={line}
            aria-labelledby={`${lineId}-name`}
            className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-800"
          >
            <div className="flex items-center gap-3 sm:items-start">
              <span className="flex size-8 shrink-0 sm:size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                <Icon name={lineIcons[line]} className="size-5" />
              </span>
              <div>
                <h3 id={`${lineId}-name`} className="font-semibold text-slate-900 dark:text-white">
                  {t(getLineLabelKey(line))}
                </h3>
                <p className="text-sm text-slate-700 max-sm:sr-only dark:text-slate-300">
                  {t(`orders:products.lines.${line}.description`)}
                </p>
              </div>
            </div>
            <div className="mt-3 grid grid-cols-3 gap-2 sm:mt-4 sm:gap-3">
              {productEditions.map((edition) => {
                const productType: ProductType = `${line}_${edition}`;
                const inputId = `${lineId}-${edition}`;
                return (
                  <label
                    key={edition}
                    htmlFor={inputId}
                    className="flex min-w-0 cursor-pointer flex-col gap-1 rounded-lg border border-slate-300 p-2 sm:flex-row sm:gap-3 sm:p-3 transition-colors hover:border-indigo-400 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 dark:border-slate-600 dark:hover:border-indigo-400 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950 dark:has-focus-visible:outline-indigo-400"
                  >
                    <input
                      id={inputId}
                      type="radio"
                      name={name}
                      value={productType}
                      checked={value === productType}
                      onChange={() => onChange(productType)}
                      aria-labelledby={`${inputId}-name`}
                      aria-describedby={`${inputId}-description`}
                      className="size-4 shrink-0 accent-indigo-600 sm:mt-1 focus-visible:outline-none dark:accent-indigo-400"
                    />
                    <span className="min-w-0">
                      <span
                        id={`${inputId}-name`}
                        className="block text-sm font-semibold wrap-anywhere text-slate-900 dark:text-white"
                      >
                        {t(getEditionLabelKey(edition))}
                      </span>
                      <span
                        id={`${inputId}-description`}
                        className="mt-0.5 block text-xs text-slate-700 max-sm:sr-only dark:text-slate-300"
                      >
                        {t(`orders:products.editions.${edition}.description`)}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
