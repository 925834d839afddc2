import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_KEY_MAX_LIFETIME_DAYS,
  API_KEY_NAME_MAX_LENGTH,
  type ApiKeyScope,
  apiKeyScopes,
  type CreatedApiKey,
  createApiKeyBodySchema,
} from '@nfc/contract/api-keys';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/field';
import { focusRing } from '../../../components/styles';
import { getApiError, getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { useCreateApiKey } from '../api/create-api-key';

type ApiKeyFormValues = { name: string; scopes: ApiKeyScope[]; expiryDate: string };
type ApiKeyFormOutput = { name: string; scopes: ApiKeyScope[]; expiryDate: string | null };

/** The chosen day's end in the person's own time zone, as the contract's ISO timestamp; empty: never. */
const toExpiresAt = (date: string): string | null | undefined => {
  if (!date) return null;
  const end = new Date(`${date}T23:59:59`);
  return Number.isNaN(end.getTime()) ? date : end.toISOString();
};

const formSchema = z.object({
  name: createApiKeyBodySchema.shape.name,
  scopes: createApiKeyBodySchema.shape.scopes,
  expiryDate: z.string().transform(toExpiresAt).pipe(createApiKeyBodySchema.shape.expiresAt),
});
const resolver = zodResolver(formSchema) as unknown as Resolver<ApiKeyFormValues, unknown, ApiKeyFormOutput>;
const emptyForm: ApiKeyFormValues = { name: '', scopes: [], expiryDate: '' };

/** YYYY-MM-DD of a day `days` from today, for the date input's bounds. */
const dayFromToday = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

type ApiKeyFormDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
};

/** Name, scopes and an optional expiry; the server's field errors appear under their fields. */
export function ApiKeyFormDialog({ isOpen, onClose, onCreated }: ApiKeyFormDialogProps) {
  // Fallback mode: the contract's `validation.*` messages live in the default namespace.
  const { t } = useTranslation(['apikeys', 'translation'], { nsMode: 'fallback' });
  const createApiKey = useCreateApiKey();
  const [serverError, setServerError] = useState<string | null>(null);
  const scopesErrorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApiKeyFormValues, unknown, ApiKeyFormOutput>({ resolver, defaultValues: emptyForm });
  const { formRef, focusErrors } = useErrorFocus();

  const close = () => {
    reset(emptyForm);
    setServerError(null);
    onClose();
  };

  const onSubmit = async ({ name, scopes, expiryDate }: ApiKeyFormOutput) => {
    setServerError(null);
    try {
      const created = await createApiKey.mutateAsync({ name, scopes, expiresAt: expiryDate });
      reset(emptyForm);
      onCreated(created);
    } catch (error) {
      const expiryError = getApiError(error)?.errors?.expiresAt;
      if (expiryError) setError('expiryDate', { type: 'server', message: expiryError });
      if (!applyServerFieldErrors(error, setError, ['name', 'scopes']) && !expiryError) {
        setServerError(getErrorMessage(error, 'apikeys:form.failed'));
      }
      focusErrors();
    }
  };

  const scopesError = translateMessage(t, errors.scopes?.message ?? errors.scopes?.root?.message);

  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('apikeys:form.title')} className="max-w-lg">
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)} className="space-y-4">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <TextField
          label={t('apikeys:form.name')}
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX_LENGTH}
          required
          hint={t('apikeys:form.nameHint')}
          error={translateMessage(t, errors.name?.message)}
          {...register('name')}
        />
        <fieldset aria-describedby={scopesError ? scopesErrorId : undefined} className="space-y-2">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('apikeys:form.scopes')}
            <span aria-hidden="true" className="text-red-700 dark:text-red-400">
              {' '}
              *
            </span>
          </legend>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('apikeys:form.scopesHint')}</p>
          {apiKeyScopes.map((scope) => (
            <label key={scope} className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                value={scope}
                aria-invalid={scopesError ? true : undefined}
                className={`mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-indigo-600 dark:border-slate-500 ${focusRing}`}
                {...register('scopes')}
              />
              <span>
                <span className="font-mono font-medium text-slate-900 dark:text-white">{scope}</span>
                <span className="block text-slate-600 dark:text-slate-400">
                  {t(`apikeys:scopes.${scope.replace(':', '.')}`)}
                </span>
              </span>
            </label>
          ))}
          {scopesError && (
            <p id={scopesErrorId} className="text-sm text-red-700 dark:text-red-400">
              {scopesError}
            </p>
          )}
        </fieldset>
        <TextField
          label={t('apikeys:form.expiry')}
          type="date"
          min={dayFromToday(1)}
          max={dayFromToday(API_KEY_MAX_LIFETIME_DAYS - 1)}
          hint={t('apikeys:form.expiryHint')}
          error={translateMessage(t, errors.expiryDate?.message)}
          {...register('expiryDate')}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            {t('apikeys:form.cancel')}
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {t('apikeys:form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
