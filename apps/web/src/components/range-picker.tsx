import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsRangeDays, type RangeChoice } from '../lib/date-range';
import { focusRing } from './styles';

type RangePickerProps<T extends RangeChoice> = {
  value: T;
  onChange: (choice: T) => void;
  /** Offers "Custom" after the presets; the page shows its own from/to fields when it is chosen. */
  hasCustom?: boolean;
};

/** 7, 30 or 90 days (and Custom) as a segmented radio group (arrow keys move between the choices). */
export function RangePicker<T extends RangeChoice>({ value, onChange, hasCustom = false }: RangePickerProps<T>) {
  const { t } = useTranslation();
  const name = useId();
  const choices: RangeChoice[] = hasCustom ? [...analyticsRangeDays, 'custom'] : [...analyticsRangeDays];
  return (
    <fieldset className="inline-flex flex-wrap rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900">
      <legend className="sr-only">{t('dateRange.label')}</legend>
      {choices.map((choice) => (
        <label
          key={choice}
          className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-indigo-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 dark:text-slate-200 dark:has-focus-visible:outline-indigo-400`}
        >
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice as T)}
            className={`sr-only ${focusRing}`}
          />
          {choice === 'custom' ? t('dateRange.custom') : t('dateRange.lastDays', { count: choice })}
        </label>
      ))}
    </fieldset>
  );
}
