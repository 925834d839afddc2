import { type ComponentProps, useId } from 'react';
import { inputClass } from './styles';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string; hint?: string };

/** A multi-line field wired like TextField: label, required mark, hint and error under the field. */
export function TextAreaField({ label, error, hint, id, required, className = '', ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-sm text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </div>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        className={`${inputClass} min-h-32 resize-y ${className}`}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
