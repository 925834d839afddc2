import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateWebhookBody,
  createWebhookBodySchema,
  type WebhookEndpoint,
  type WebhookEvent,
  webhookEvents,
} from '@nfc/contract/webhooks';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/field';
import { focusRing } from '../../../components/styles';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { withHttpsOnBlur } from '../../../lib/url-input';
import { useCreateWebhook } from '../api/create-webhook';

type WebhookFormValues = { url: string; description: string; events: WebhookEvent[] };

const emptyForm: WebhookFormValues = { url: '', description: '', events: ['scan.created'] };
// The contract's description turns '' into null, so its input and output types differ from the form's.
const resolver = zodResolver(createWebhookBodySchema) as unknown as Resolver<
  WebhookFormValues,
  unknown,
  CreateWebhookBody
>;

type WebhookFormDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (endpoint: WebhookEndpoint) => void;
};

/** Registers an endpoint; the server's field errors (a private address, say) appear under their fields. */
export function WebhookFormDialog({ isOpen, onClose, onCreated }: WebhookFormDialogProps) {
  // Fallback mode: the contract's `validation.*` messages live in the default namespace.
  const { t } = useTranslation(['webhooks', 'translation'], { nsMode: 'fallback' });
  const createWebhook = useCreateWebhook();
  const [serverError, setServerError] = useState<string | null>(null);
  const eventsErrorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WebhookFormValues, unknown, CreateWebhookBody>({ resolver, defaultValues: emptyForm });

  const close = () => {
    reset(emptyForm);
    setServerError(null);
    onClose();
  };

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async (body: CreateWebhookBody) => {
    setServerError(null);
    try {
      const endpoint = await createWebhook.mutateAsync(body);
      reset(emptyForm);
      onCreated(endpoint);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['url', 'description', 'events'])) {
        setServerError(getErrorMessage(error, 'webhooks:form.failed'));
      }
      focusErrors();
    }
  };

  const eventsError = translateMessage(t, errors.events?.message ?? errors.events?.root?.message);

  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('webhooks:form.title')} className="max-w-lg">
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)} className="space-y-4">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <TextField
          label={t('webhooks:form.url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          required
          hint={t('webhooks:form.urlHint')}
          error={translateMessage(t, errors.url?.message)}
          {...withHttpsOnBlur(register('url'))}
        />
        <TextField
          label={t('webhooks:form.description')}
          maxLength={200}
          hint={t('webhooks:form.descriptionHint')}
          error={translateMessage(t, errors.description?.message)}
          {...register('description')}
        />
        <fieldset aria-describedby={eventsError ? eventsErrorId : undefined} className="space-y-2">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('webhooks:form.events')}
            <span aria-hidden="true" className="text-red-700 dark:text-red-400">
              {' '}
              *
            </span>
          </legend>
          {webhookEvents.map((event) => (
            <label key={event} className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                value={event}
                aria-invalid={eventsError ? true : undefined}
                className={`mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-indigo-600 dark:border-slate-500 ${focusRing}`}
                {...register('events')}
              />
              <span>
                <span className="font-medium text-slate-900 dark:text-white">
                  {t(`webhooks:events.${event}.label`)}
                </span>
                <span className="block text-slate-600 dark:text-slate-400">{t(`webhooks:events.${event}.hint`)}</span>
              </span>
            </label>
          ))}
          {eventsError && (
            <p id={eventsErrorId} className="text-sm text-red-700 dark:text-red-400">
              {eventsError}
            </p>
          )}
        </fieldset>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            {t('webhooks:form.cancel')}
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {t('webhooks:form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
