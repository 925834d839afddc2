import { zodResolver } from '@hookform/resolvers/zod';
import { type DeleteOrganisationBody, deleteOrganisationBodySchema } from '@nfc/contract/erasure';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/field';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { useDeleteOrganisation } from '../api/delete-organisation';
import { DeletionNotice } from './deletion-notice';

/** The owner's "Delete organisation": what goes, what stays, the grace period, then the password in a dialog. */
export function OrganisationDeletionSection() {
  const { t } = useTranslation(['data', 'translation'], { nsMode: 'fallback' });
  const { user } = useAuth();
  const [isOpen, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const deleteOrganisation = useDeleteOrganisation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteOrganisationBody>({
    resolver: zodResolver(deleteOrganisationBodySchema),
    defaultValues: { password: '' },
  });
  if (user?.teamRole !== 'owner') return null;

  const close = () => {
    setOpen(false);
    setServerError(null);
    reset({ password: '' });
  };
  const onSubmit = async (values: DeleteOrganisationBody) => {
    setServerError(null);
    try {
      await deleteOrganisation.mutateAsync(values);
      close();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['password']);
      setServerError(getErrorMessage(error, 'data:deletion.organisation.failed'));
    }
  };

  return (
    <Card aria-labelledby="delete-organisation-title" role="region" className="space-y-4">
      <h2 id="delete-organisation-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('data:deletion.organisation.title')}
      </h2>
      {user.deletionScheduledAt ? (
        <DeletionNotice />
      ) : (
        <>
          <p className="text-slate-700 dark:text-slate-300">{t('data:deletion.organisation.what')}</p>
          <p className="text-slate-700 dark:text-slate-300">{t('data:deletion.organisation.grace')}</p>
          <p className="text-slate-700 dark:text-slate-300">{t('data:deletion.organisation.stays')}</p>
          <Button variant="danger" onClick={() => setOpen(true)}>
            {t('data:deletion.organisation.open')}
          </Button>
        </>
      )}
      <Dialog
        isOpen={isOpen}
        onClose={close}
        title={t('data:deletion.organisation.confirmTitle')}
        description={t('data:deletion.organisation.confirmText')}
        role="alertdialog"
      >
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          {serverError && <Alert tone="error">{serverError}</Alert>}
          <TextField
            label={t('data:deletion.password')}
            type="password"
            autoComplete="current-password"
            required
            error={translateMessage(t, errors.password?.message)}
            {...register('password')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={close}>
              {t('data:deletion.cancelButton')}
            </Button>
            <Button type="submit" variant="danger" isLoading={isSubmitting}>
              {t('data:deletion.organisation.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
