import { type ComponentProps, useId } from 'react';
import { focusRing } from '../../../components/styles';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; hint?: string };

export function CheckboxField({ label, hint, id, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className="flex items-start gap-3">
      <input
        id={fieldId}
        type="checkbox"
        aria-describedby={hintId}
        className={`mt-0.5 size-4 rounded border-slate-400 accent-indigo-600 dark:border-slate-500 ${focusRing}`}
        {...props}
      />
      <div>
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
