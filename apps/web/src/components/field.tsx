import { type ComponentProps, type ReactNode, useId } from 'react';
import { inputClass } from './styles';

type FieldShellProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
};

function FieldShell({ id, label, error, hint, required, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {/* Outside the label so the accessible name stays the plain label; aria-required carries the meaning. */}
        {required && (
          <span aria-hidden="true" className="text-sm text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </div>
      {children(describedBy)}
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

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: string };

/** Label, input, hint and error wired together (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, id, required, className = '', ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} required={required}>
      {(describedBy) => (
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={`${inputClass} ${className}`}
          {...props}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = ComponentProps<'select'> & { label: string; error?: string; hint?: string };

export function SelectField({
  label,
  error,
  hint,
  id,
  required,
  className = '',
  children,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldShell id={selectId} label={label} error={error} hint={hint} required={required}>
      {(describedBy) => (
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={`${inputClass} ${className}`}
          {...props}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}
