import { type ReactNode, useEffect, useId, useRef } from 'react';

type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
};

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape, makes the page behind inert and
 * gives focus back to the control that opened it.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  description,
  children,
  role = 'dialog',
  className = '',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      className={`m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 text-slate-900 shadow-2xl ring-1 ring-slate-900/10 backdrop:bg-slate-950/60 dark:bg-slate-800 dark:text-slate-100 dark:ring-white/10 ${className}`}
    >
      {isOpen && (
        <div className="space-y-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="text-sm text-slate-700 dark:text-slate-300">
              {description}
            </div>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
