import { zodResolver } from '@hookform/resolvers/zod';
import type { LinkDomain } from '@nfc/contract/link-domains';
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
import { useUpdateLinkDomain } from '../api/update-link-domain';
import { type RootUrlFormValues, rootUrlFormSchema } from '../lib/link-domain-view';

type RootUrlOutput = z.output<typeof rootUrlFormSchema>;
// The URL is preprocessed (empty means none), so the schema's input type is `unknown`.
const resolver = zodResolver(rootUrlFormSchema) as unknown as Resolver<RootUrlFormValues, unknown, RootUrlOutput>;

/** Where `/` on the host leads: a web address, or empty for a neutral page. */
export function RootUrlForm({ domain, onDone }: { domain: LinkDomain; onDone: () => void }) {
  // Fallback mode: the contract's `validation.*` messages live in the default namespace.
  const { t } = useTranslation(['domains', 'translation'], { nsMode: 'fallback' });
  const update = useUpdateLinkDomain();
  const [serverError, setServerError] = useState<string | null>(null);
  const { formRef, focusErrors } = useErrorFocus();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RootUrlFormValues, unknown, RootUrlOutput>({
    resolver,
    defaultValues: { rootUrl: domain.rootUrl ?? '' },
  });

  const onSubmit = async ({ rootUrl }: RootUrlOutput) => {
    setServerError(null);
    try {
      await update.mutateAsync({ id: domain.id, rootUrl });
      toast.success(t('domains:rootUrl.saved', { host: domain.hostname }));
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['rootUrl'])) {
        setServerError(getErrorMessage(error, 'domains:rootUrl.saveFailed'));
      }
      focusErrors();
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)} className="space-y-3">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <TextField
        label={t('domains:rootUrl.label')}
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={t('domains:rootUrl.hint', { host: domain.hostname })}
        error={translateMessage(t, errors.rootUrl?.message)}
        {...withHttpsOnBlur(register('rootUrl'))}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="px-3 py-1.5" isLoading={isSubmitting}>
          {t('domains:rootUrl.save')}
        </Button>
        <Button variant="secondary" className="px-3 py-1.5" onClick={onDone} disabled={isSubmitting}>
          {t('domains:rootUrl.cancel')}
        </Button>
      </div>
    </form>
  );
}
