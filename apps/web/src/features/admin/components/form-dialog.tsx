import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent, FormEventHandler, ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { adminToastOptions, toast } from '../../../lib/toast';
import { translateAdminMessage } from '../lib/messages';
import { TimedNotice, useTimedNotice } from './timed-notice';

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

type DialogFormOptions<TInput extends FieldValues, TValues> = {
  schema: z.ZodType<TValues, TInput>;
  /** Every field of the form; server messages for these keys go under their fields. */
  defaultValues: DefaultValues<TInput>;
};

/**
 * The form of an admin dialog: `submit(save, failureKey)` validates, then saves; a failed save puts the server's
 * field messages under the fields and shows its message (or the failure key's text) as `notice` and a toast;
 * either way the first invalid field (else the notice) is scrolled to and focused.
 */
export function useDialogForm<TInput extends FieldValues, TValues>({
  schema,
  defaultValues,
}: DialogFormOptions<TInput, TValues>) {
  const { t } = useTranslation('admin');
  const { notice, show } = useTimedNotice();
  const form = useForm<TInput, unknown, TValues>({ resolver: zodResolver(schema), defaultValues });
  const fields = Object.keys(defaultValues) as Path<TInput>[];
  const { formRef, focusErrors } = useErrorFocus();

  const submit = (save: (values: TValues) => Promise<void>, failureKey: string) => (event?: BaseSyntheticEvent) => {
    // The form that was submitted is where its errors are looked for.
    if (event?.currentTarget instanceof HTMLFormElement) formRef.current = event.currentTarget;
    return form.handleSubmit(async (values) => {
      try {
        await save(values);
      } catch (error) {
        applyServerFieldErrors(error, form.setError, fields);
        const message = translateAdminMessage(t, getErrorMessage(error, failureKey)) ?? '';
        show(message);
        toast.error(message, adminToastOptions);
        focusErrors();
      }
    }, focusErrors)(event);
  };

  return { ...form, notice, submit };
}
