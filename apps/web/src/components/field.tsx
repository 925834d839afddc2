import { type ComponentProps, type ReactNode, useId } from 'react';
import { inputClass } from './styles';

/** What the frame wires onto its control: the id its label points at, validity, hint and error, required. */
type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type FieldFrameProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
};

/** The frame every field shares: label with required mark, the control, then hint and error wired by id. */
export function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
  };
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
      {children(control)}
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

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: ReactNode };

/** Label, input, hint and error wired together (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, id, required, className = '', ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} required={required}>
      {(control) => <input {...control} className={`${inputClass} ${className}`} {...props} />}
    </FieldFrame>
  );
}

type SelectFieldProps = ComponentProps<'select'> & { label: string; error?: string; hint?: ReactNode };

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
    <FieldFrame id={selectId} label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select {...control} className={`${inputClass} ${className}`} {...props}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
