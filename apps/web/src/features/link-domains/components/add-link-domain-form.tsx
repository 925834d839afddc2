import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { withHttpsOnBlur } from '../../../lib/url-input';
import { useCreateLinkDomain } from '../api/create-link-domain';
import { type LinkDomainFormValues, linkDomainFormSchema } from '../lib/link-domain-view';

type LinkDomainFormOutput = z.output<typeof linkDomainFormSchema>;
// The root address is preprocessed (empty means none), so the schema's input type is `unknown`.
const resolver = zodResolver(linkDomainFormSchema) as unknown as Resolver<
  LinkDomainFormValues,
  unknown,
  LinkDomainFormOutput
>;
const emptyValues: LinkDomainFormValues = { hostname: '', rootUrl: '' };

/** A host to add: checked here as the server checks it; its refusals (taken, limit) land under the field. */
export function AddLinkDomainForm({ isAtLimit }: { isAtLimit: boolean }) {
  // Fallback mode: the contract's `validation.*` messages live in the default namespace.
  const { t } = useTranslation(['domains', 'translation'], { nsMode: 'fallback' });
  const create = useCreateLinkDomain();
  const [serverError, setServerError] = useState<string | null>(null);
  const { formRef, focusErrors } = useErrorFocus();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LinkDomainFormValues, unknown, LinkDomainFormOutput>({ resolver, defaultValues: emptyValues });

  const onSubmit = async (body: LinkDomainFormOutput) => {
    setServerError(null);
    try {
      const created = await create.mutateAsync(body);
      reset(emptyValues);
      toast.success(t('domains:add.added', { host: created.hostname }));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['hostname', 'rootUrl'])) {
        setServerError(getErrorMessage(error, 'domains:add.failed'));
      }
      focusErrors();
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)} className="space-y-3">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('domains:add.hostname')}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          placeholder={t('domains:add.hostnamePlaceholder')}
          required
          disabled={isAtLimit}
          hint={t('domains:add.hostnameHint')}
          error={translateMessage(t, errors.hostname?.message)}
          {...register('hostname')}
        />
        <TextField
          label={t('domains:add.rootUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          disabled={isAtLimit}
          hint={t('domains:add.rootUrlHint')}
          error={translateMessage(t, errors.rootUrl?.message)}
          {...withHttpsOnBlur(register('rootUrl'))}
        />
      </div>
      <Button type="submit" isLoading={isSubmitting} disabled={isAtLimit}>
        {t('domains:add.submit')}
      </Button>
    </form>
  );
}
