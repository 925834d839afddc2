import { zodResolver } from '@hookform/resolvers/zod';
import { type EraseLeadsBody, eraseLeadsBodySchema } from '@nfc/contract/erasure';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextField } from '../../../components/field';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { hasTeamRole, teamAreas } from '../../../lib/team-role';
import { useEraseLeads } from '../api/erase-leads';

/** A person's right to be forgotten: the owner or an admin erases every lead of one address. */
export function EraseLeadsSection() {
  const { t } = useTranslation(['data', 'translation'], { nsMode: 'fallback' });
  const { user } = useAuth();
  const eraseLeads = useEraseLeads();
  const [pending, setPending] = useState<EraseLeadsBody | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EraseLeadsBody>({ resolver: zodResolver(eraseLeadsBodySchema), defaultValues: { email: '' } });
  if (!hasTeamRole(user, teamAreas.manage)) return null;

  const onConfirm = async () => {
    if (!pending) return;
    setServerError(null);
    try {
      const { erased } = await eraseLeads.mutateAsync(pending);
      setResult(t('data:deletion.leads.erased', { count: erased }));
      reset({ email: '' });
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email']);
      setServerError(getErrorMessage(error, 'data:deletion.leads.failed'));
    }
    setPending(null);
  };

  return (
    <Card aria-labelledby="erase-leads-title" role="region" className="space-y-4">
      <h2 id="erase-leads-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('data:deletion.leads.title')}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{t('data:deletion.leads.what')}</p>
      {result && <Alert tone="success">{result}</Alert>}
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <form
        noValidate
        onSubmit={handleSubmit((values) => {
          setResult(null);
          setPending(values);
        })}
        className="space-y-4"
      >
        <TextField
          label={t('data:deletion.leads.email')}
          type="email"
          autoComplete="off"
          required
          error={translateMessage(t, errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" variant="danger">
          {t('data:deletion.leads.submit')}
        </Button>
      </form>
      <ConfirmDialog
        isOpen={pending !== null}
        title={t('data:deletion.leads.confirmTitle')}
        message={t('data:deletion.leads.confirmText', { email: pending?.email ?? '' })}
        confirmLabel={t('data:deletion.leads.confirm')}
        cancelLabel={t('data:deletion.cancelButton')}
        onConfirm={onConfirm}
        onCancel={() => setPending(null)}
        isLoading={eraseLeads.isPending}
      />
    </Card>
  );
}
