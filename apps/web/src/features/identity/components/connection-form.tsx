import { zodResolver } from '@hookform/resolvers/zod';
import { type SsoConnectionBody, type SsoSettings, ssoConnectionBodySchema } from '@nfc/contract/identity';
import { type ComponentProps, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { focusRing } from '../../../components/styles';
import { TextAreaField } from '../../../components/text-area-field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useSaveSsoConnection } from '../api/save-sso-connection';
import { ServiceProviderValues } from './service-provider-values';

const [oidcSchema, samlSchema] = ssoConnectionBodySchema.options;

/** One form for both protocols; SAML takes its metadata from a URL or as pasted XML. */
const formSchema = z.discriminatedUnion('type', [
  oidcSchema.extend({ samlSource: z.string() }),
  z.discriminatedUnion('samlSource', [
    z.object({
      type: z.literal('saml'),
      samlSource: z.literal('url'),
      metadataUrl: samlSchema.shape.metadataUrl.unwrap(),
    }),
    z.object({
      type: z.literal('saml'),
      samlSource: z.literal('xml'),
      metadataXml: samlSchema.shape.metadataXml.unwrap(),
    }),
  ]),
]);
type FormOutput = z.output<typeof formSchema>;

type FormValues = {
  type: 'oidc' | 'saml';
  samlSource: 'url' | 'xml';
  issuer: string;
  clientId: string;
  clientSecret: string;
  metadataUrl: string;
  metadataXml: string;
};
const resolver = zodResolver(formSchema) as unknown as Resolver<FormValues, unknown, FormOutput>;
const emptyForm: FormValues = {
  type: 'oidc',
  samlSource: 'url',
  issuer: '',
  clientId: '',
  clientSecret: '',
  metadataUrl: '',
  metadataXml: '',
};

const toBody = (values: FormOutput): SsoConnectionBody => {
  if (values.type === 'oidc') {
    return { type: 'oidc', issuer: values.issuer, clientId: values.clientId, clientSecret: values.clientSecret };
  }
  return values.samlSource === 'url'
    ? { type: 'saml', metadataUrl: values.metadataUrl }
    : { type: 'saml', metadataXml: values.metadataXml };
};

const serverFields = ['type', 'issuer', 'clientId', 'clientSecret', 'metadataUrl', 'metadataXml'] as const;

type ChoiceProps = ComponentProps<'input'> & { label: string; hint?: string; isChecked: boolean };

/** A radio shaped as a card, so the choice reads at a glance and works with the arrow keys. */
function Choice({ label, hint, isChecked, ...radio }: ChoiceProps) {
  return (
    <label
      className={`flex min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 dark:has-[:focus-visible]:outline-indigo-400 ${
        isChecked
          ? 'border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950'
          : 'border-slate-300 dark:border-slate-600'
      }`}
    >
      <input type="radio" className={`mt-0.5 size-4 shrink-0 accent-indigo-600 ${focusRing}`} {...radio} />
      <span>
        <span className="font-medium text-slate-900 dark:text-white">{label}</span>
        {hint && <span className="block text-xs text-slate-600 dark:text-slate-400">{hint}</span>}
      </span>
    </label>
  );
}

type ConnectionFormProps = {
  serviceProvider: SsoSettings['serviceProvider'];
  initialType?: 'oidc' | 'saml';
  onCancel?: () => void;
  onSaved: () => void;
};

/** Sets up the connection: the protocol, what the identity provider gave, and what to give it in return. */
export function ConnectionForm({ serviceProvider, initialType = 'oidc', onCancel, onSaved }: ConnectionFormProps) {
  // Fallback mode: the contract's `validation.*` messages live in the default namespace.
  const { t } = useTranslation(['identity', 'translation'], { nsMode: 'fallback' });
  const save = useSaveSsoConnection();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({ resolver, defaultValues: { ...emptyForm, type: initialType } });
  const { formRef, focusErrors } = useErrorFocus();
  const type = watch('type');
  const samlSource = watch('samlSource');
  const fieldError = (name: keyof FormValues) =>
    translateMessage(t, (errors as Partial<Record<keyof FormValues, { message?: string }>>)[name]?.message);

  const onSubmit = async (values: FormOutput) => {
    setServerError(null);
    try {
      await save.mutateAsync(toBody(values));
      toast.success(t('identity:connection.saved'));
      onSaved();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, serverFields)) {
        setServerError(getErrorMessage(error, 'identity:connection.saveFailed'));
      }
      focusErrors();
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)} className="space-y-5">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('identity:connection.type')}
        </legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Choice
            label={t('identity:connection.oidc')}
            hint={t('identity:connection.oidcHint')}
            value="oidc"
            isChecked={type === 'oidc'}
            {...register('type')}
          />
          <Choice
            label={t('identity:connection.saml')}
            hint={t('identity:connection.samlHint')}
            value="saml"
            isChecked={type === 'saml'}
            {...register('type')}
          />
        </div>
        {fieldError('type') && <p className="text-sm text-red-700 dark:text-red-400">{fieldError('type')}</p>}
      </fieldset>

      <ServiceProviderValues type={type} serviceProvider={serviceProvider} />

      {type === 'oidc' ? (
        <div className="space-y-4">
          <TextField
            label={t('identity:connection.issuer')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://login.example.com"
            required
            hint={t('identity:connection.issuerHint')}
            error={fieldError('issuer')}
            {...register('issuer')}
          />
          <TextField
            label={t('identity:connection.clientId')}
            autoComplete="off"
            spellCheck={false}
            required
            error={fieldError('clientId')}
            {...register('clientId')}
          />
          <TextField
            label={t('identity:connection.clientSecret')}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            required
            hint={t('identity:connection.clientSecretHint')}
            error={fieldError('clientSecret')}
            {...register('clientSecret')}
          />
        </div>
      ) : (
        <div className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('identity:connection.metadataSource')}
            </legend>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Choice
                label={t('identity:connection.metadataFromUrl')}
                value="url"
                isChecked={samlSource === 'url'}
                {...register('samlSource')}
              />
              <Choice
                label={t('identity:connection.metadataFromXml')}
                value="xml"
                isChecked={samlSource === 'xml'}
                {...register('samlSource')}
              />
            </div>
          </fieldset>
          {samlSource === 'url' ? (
            <TextField
              label={t('identity:connection.metadataUrl')}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://idp.example.com/metadata"
              required
              hint={t('identity:connection.metadataUrlHint')}
              error={fieldError('metadataUrl')}
              {...register('metadataUrl')}
            />
          ) : (
            <TextAreaField
              label={t('identity:connection.metadataXml')}
              rows={8}
              spellCheck={false}
              className="font-mono text-xs"
              required
              hint={t('identity:connection.metadataXmlHint')}
              error={fieldError('metadataXml')}
              {...register('metadataXml')}
            />
          )}
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {t('identity:connection.cancel')}
          </Button>
        )}
        <Button type="submit" isLoading={isSubmitting}>
          {t('identity:connection.save')}
        </Button>
      </div>
    </form>
  );
}
