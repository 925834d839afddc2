import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/styles';
import { type AnalyticsRangeDays, analyticsRangeDays } from '../lib/date-range';

/** 7, 30 or 90 days as a segmented radio group (arrow keys move between the choices). */
export function RangePicker({
  value,
  onChange,
}: {
  value: AnalyticsRangeDays;
  onChange: (days: AnalyticsRangeDays) => void;
}) {
  const { t } = useTranslation('tags');
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900">
      <legend className="sr-only">{t('tags:analytics.range')}</legend>
      {analyticsRangeDays.map((days) => (
        <label
          key={days}
          className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-indigo-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 dark:text-slate-200 dark:has-focus-visible:outline-indigo-400`}
        >
          <input
            type="radio"
            name="analytics-range"
            value={days}
            checked={value === days}
            onChange={() => onChange(days)}
            className={`sr-only ${focusRing}`}
          />
          {t('tags:analytics.lastDays', { count: days })}
        </label>
      ))}
    </fieldset>
  );
}
