import { zodResolver } from '@hookform/resolvers/zod';
import { type DomainBody, domainBodySchema, MAX_DOMAINS, type VerifiedDomain } from '@nfc/contract/identity';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { DeleteConfirmDialog, ListLoadError, SectionEmptyState } from '../../../components/list-page';
import { LoadingState } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useDeleteConfirmation } from '../../../lib/use-delete-confirmation';
import { useCreateDomain } from '../api/create-domain';
import { useDeleteDomain } from '../api/delete-domain';
import { useDomains } from '../api/get-domains';
import { DomainItem } from './domain-item';
import { Section } from './section';

type DomainFormInput = z.input<typeof domainBodySchema>;

function AddDomainForm({ isAtLimit }: { isAtLimit: boolean }) {
  // Fallback mode: the contract's `validation.*` messages live in the default namespace.
  const { t } = useTranslation(['identity', 'translation'], { nsMode: 'fallback' });
  const createDomain = useCreateDomain();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DomainFormInput, unknown, DomainBody>({
    resolver: zodResolver(domainBodySchema),
    defaultValues: { domain: '' },
  });
  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async (body: DomainBody) => {
    setServerError(null);
    try {
      const created = await createDomain.mutateAsync(body);
      reset({ domain: '' });
      toast.success(t('identity:domains.added', { domain: created.domain }));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['domain'])) {
        setServerError(getErrorMessage(error, 'identity:domains.addFailed'));
      }
      focusErrors();
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)} className="space-y-3">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('identity:domains.domain')}
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            placeholder="example.com"
            required
            disabled={isAtLimit}
            hint={t('identity:domains.domainHint')}
            error={translateMessage(t, errors.domain?.message)}
            {...register('domain')}
          />
        </div>
        <Button type="submit" className="sm:mt-6" isLoading={isSubmitting} disabled={isAtLimit}>
          {t('identity:domains.add')}
        </Button>
      </div>
    </form>
  );
}

/** The organisation's e-mail domains: single sign-on and its enforcement apply to verified ones only. */
export function DomainsSection() {
  const { t } = useTranslation(['identity', 'translation']);
  const domainsQuery = useDomains();
  const deleteDomain = useDeleteDomain();
  const removal = useDeleteConfirmation<VerifiedDomain>({
    remove: (domain) => deleteDomain.mutateAsync(domain.id),
    onDeleted: (domain) => toast.success(t('identity:domains.removed', { domain: domain.domain })),
    failureKey: 'identity:domains.removeFailed',
  });

  const domains = domainsQuery.data ?? [];
  const isAtLimit = domains.length >= MAX_DOMAINS;

  let content: ReactNode;
  if (domainsQuery.isPending) {
    content = <LoadingState label={t('identity:domains.loading')} />;
  } else if (domainsQuery.isError) {
    content = (
      <ListLoadError
        title={t('identity:domains.errorTitle')}
        message={getErrorMessage(domainsQuery.error, 'identity:domains.errorFallback')}
        onRetry={() => void domainsQuery.refetch()}
      />
    );
  } else if (domains.length === 0) {
    content = <SectionEmptyState title={t('identity:domains.emptyTitle')} text={t('identity:domains.emptyText')} />;
  } else {
    content = (
      <ul className="space-y-3">
        {domains.map((domain) => (
          <DomainItem key={domain.id} domain={domain} onRemove={removal.ask} />
        ))}
      </ul>
    );
  }

  return (
    <Section title={t('identity:domains.title')} description={t('identity:domains.description')}>
      <AddDomainForm isAtLimit={isAtLimit} />
      {isAtLimit && <Alert tone="info">{t('identity:domains.limitReached', { limit: MAX_DOMAINS })}</Alert>}
      {content}
      <DeleteConfirmDialog
        deletion={removal}
        isDeleting={deleteDomain.isPending}
        title={t('identity:domains.removeTitle')}
        message={(domain) => t('identity:domains.removeMessage', { domain: domain.domain })}
        confirmLabel={t('identity:domains.removeConfirm')}
        cancelLabel={t('identity:domains.cancel')}
      />
    </Section>
  );
}
