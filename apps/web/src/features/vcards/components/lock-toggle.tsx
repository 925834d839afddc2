import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { focusRing } from '../../../components/styles';

type LockToggleProps = {
  /** Names the field: 'Lock the website'. */
  label: string;
  isLocked: boolean;
  onChange: (isLocked: boolean) => void;
  disabled?: boolean;
};

/** The template form's switch under a field: locked, members cannot change the value on their cards. */
export function LockToggle({ label, isLocked, onChange, disabled }: LockToggleProps) {
  const { t } = useTranslation('team');
  const hintId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:text-slate-200">
        <input
          type="checkbox"
          checked={isLocked}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className={`size-4 shrink-0 rounded accent-indigo-600 ${focusRing}`}
        />
        <Icon name="lock" className="size-4 shrink-0" />
        {label}
      </label>
      <span id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {t('team:templates.form.lockHint')}
      </span>
    </div>
  );
}
