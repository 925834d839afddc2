import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/styles';

type VerifiedTapsFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id'>;

/** NTAG 424 DNA chips that sign every tap (verified taps). Spread `register('verifiedTaps')` into it. */
export function VerifiedTapsField(props: VerifiedTapsFieldProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  return (
    <div className="rounded-lg border border-slate-300 p-3 has-checked:border-indigo-600 has-checked:bg-indigo-50 dark:border-slate-600 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950">
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-description`}
          className={`mt-0.5 size-4 shrink-0 rounded accent-indigo-600 dark:accent-indigo-400 ${focusRing}`}
          {...props}
        />
        <span>
          <span id={`${id}-name`} className="block font-semibold text-slate-900 dark:text-white">
            {t('orders:fobs.verifiedTaps.label')}
          </span>
          <span id={`${id}-description`} className="mt-0.5 block text-xs text-slate-700 dark:text-slate-300">
            {t('orders:fobs.verifiedTaps.description')}
          </span>
        </span>
      </label>
    </div>
  );
}
