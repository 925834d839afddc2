import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TimedNotice } from './timed-notice';

type FormDialogProps = {
  isOpen: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A wide modal for a form. The native dialog keeps the focus inside, closes on Escape and gives the focus back
 * to the button that opened it; the first field takes the focus when it opens. It stays mounted while closed,
 * so closing runs the browser's own focus return; the form inside is keyed by what it edits.
 */
export function FormDialog({ isOpen, title, description, onClose, children }: FormDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} description={description} className="max-w-2xl!">
      {children}
    </Dialog>
  );
}

type DialogFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: string;
  isSubmitting: boolean;
  /** A save error, shown at the top of the form for 5 s. */
  notice: string | null;
  children: ReactNode;
};

export function DialogForm({ onSubmit, onCancel, submitLabel, isSubmitting, notice, children }: DialogFormProps) {
  const { t } = useTranslation('admin');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TimedNotice message={notice} />
      {children}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-700">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {isSubmitting ? t('actions.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
