import { useEffect, useState } from 'react';
import { Button } from './button';
import type { ButtonVariant } from './styles';

/** How long the 'Copied' confirmation stays (spec: customer portal section 4). */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies with the Clipboard API, falling back to a hidden text area where the API is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    let isCopied = false;
    try {
      isCopied = document.execCommand('copy');
    } catch {
      isCopied = false;
    }
    area.remove();
    return isCopied;
  }
}

type CopyButtonProps = {
  value: string;
  label: string;
  copiedLabel: string;
  onError: () => void;
  variant?: ButtonVariant;
  className?: string;
};

/** A copy button whose label turns into a confirmation for 2 s; the confirmation is announced politely. */
export function CopyButton({
  value,
  label,
  copiedLabel,
  onError,
  variant = 'secondary',
  className = '',
}: CopyButtonProps) {
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    if (await copyText(value)) setCopied(true);
    else onError();
  };

  return (
    <>
      <Button variant={variant} className={className} onClick={() => void copy()}>
        {isCopied ? (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ) : (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a2 2 0 0 1 2-2h10" />
          </svg>
        )}
        {isCopied ? copiedLabel : label}
      </Button>
      <span role="status" className="sr-only">
        {isCopied ? copiedLabel : ''}
      </span>
    </>
  );
}
