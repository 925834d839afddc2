import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import type { ButtonVariant } from './styles';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isLoading?: boolean;
  /** Shown under the message when the action failed, so the user can retry or cancel. */
  error?: string | null;
  /** The confirm button's look: red for what cannot be undone, primary for an action that only sends something. */
  confirmVariant?: ButtonVariant;
};

/** Asks before a destructive action; Cancel comes first in the DOM, so the dialog opens with it focused. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isLoading = false,
  error,
  confirmVariant = 'danger',
}: ConfirmDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title={title} description={message} role="alertdialog">
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isLoading}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} isLoading={isLoading}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
