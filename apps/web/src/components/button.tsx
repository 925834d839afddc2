import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Spinner } from './spinner';
import { type ButtonVariant, buttonVariants } from './styles';

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  /** Shows a spinner and blocks the button while an action runs. */
  isLoading?: boolean;
};

export function Button({
  variant = 'primary',
  isLoading = false,
  className = '',
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonVariants[variant]} ${className}`}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <Spinner size="sm" />}
      {children}
    </button>
  );
}

type LinkButtonProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

/** A link that looks like a button (navigation, not an action). */
export function LinkButton({ variant = 'primary', className = '', ...props }: LinkButtonProps) {
  return <Link className={`${buttonVariants[variant]} ${className}`} {...props} />;
}
