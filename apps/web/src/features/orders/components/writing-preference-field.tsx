import { tagWritingPreferences } from '@nfc/contract/orders';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';

type WritingPreferenceFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'id'>;

/** Who programs the tags: we (ready to use) or the customer. Spread `register('tagWritingPreference')` into it. */
export function WritingPreferenceField(props: WritingPreferenceFieldProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('orders:fobs.writing.legend')}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {tagWritingPreferences.map((preference) => {
          const inputId = `${id}-${preference}`;
          return (
            <label
              key={preference}
              htmlFor={inputId}
              className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 dark:border-slate-600 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950 dark:has-focus-visible:outline-indigo-400"
            >
              <input
                id={inputId}
                type="radio"
                value={preference}
                aria-labelledby={`${inputId}-name`}
                aria-describedby={`${inputId}-description`}
                className="mt-1 size-4 shrink-0 accent-indigo-600 focus-visible:outline-none dark:accent-indigo-400"
                {...props}
              />
              <span>
                <span id={`${inputId}-name`} className="block text-sm font-semibold text-slate-900 dark:text-white">
                  {t(`orders:writingPreference.${preference}.short`)}
                </span>
                <span id={`${inputId}-description`} className="mt-0.5 block text-xs text-slate-700 dark:text-slate-300">
                  {t(`orders:writingPreference.${preference}.description`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
