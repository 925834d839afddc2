import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldFrame } from './field';
import { inputClass } from './styles';

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Sized by its rows alone (short admin notes) instead of the tall, resizable message box. */
  isCompact?: boolean;
};

/** A multi-line field wired like TextField: label, required mark, hint and error under the field. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  required,
  isCompact = false,
  className = '',
  ...props
}: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const sizeClass = isCompact ? '' : ' min-h-32 resize-y';
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      {(control) => <textarea {...control} className={`${inputClass}${sizeClass} ${className}`} {...props} />}
    </FieldFrame>
  );
}
