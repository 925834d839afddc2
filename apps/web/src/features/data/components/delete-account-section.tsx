import { zodResolver } from '@hookform/resolvers/zod';
import { type DeleteAccountBody, deleteAccountBodySchema } from '@nfc/contract/erasure';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/field';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';

/** "Delete my account" for every member: keep or delete their cards, the password, a confirmation. */
export function DeleteAccountSection() {
  const { t } = useTranslation(['data', 'translation'], { nsMode: 'fallback' });
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: '', cards: 'keep' },
  });
  if (!user) return null;
  const isOwner = user.teamRole === 'owner';

  const onSubmit = async (values: DeleteAccountBody) => {
    setServerError(null);
    try {
      const answer = await deleteAccount.mutateAsync(values);
      toast.success(answer.message || t('data:deletion.account.done'));
      logout();
      navigate(paths.login, { replace: true });
    } catch (error) {
      applyServerFieldErrors(error, setError, ['password', 'cards']);
      setServerError(getErrorMessage(error, 'data:deletion.account.failed'));
      setOpen(false);
    }
  };

  return (
    <Card aria-labelledby="delete-account-title" role="region" className="space-y-4">
      <h2 id="delete-account-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('data:deletion.account.title')}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{t('data:deletion.account.what')}</p>
      {isOwner && (
        <Alert tone="info">
          {t('data:deletion.account.ownerHint')}{' '}
          <Link to={paths.team} className={textLink}>
            {t('data:deletion.account.teamLink')}
          </Link>
        </Alert>
      )}
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <form
        noValidate
        onSubmit={handleSubmit(() => setOpen(true))}
        aria-labelledby="delete-account-title"
        className="space-y-4"
      >
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('data:deletion.account.cardsLegend')}
          </legend>
          <label className="flex items-start gap-2 text-slate-800 dark:text-slate-200">
            <input type="radio" value="keep" className="mt-1" {...register('cards')} />
            {t('data:deletion.account.keepCards')}
          </label>
          <label className="flex items-start gap-2 text-slate-800 dark:text-slate-200">
            <input type="radio" value="delete" className="mt-1" {...register('cards')} />
            {t('data:deletion.account.deleteCards')}
          </label>
        </fieldset>
        <TextField
          label={t('data:deletion.password')}
          type="password"
          autoComplete="current-password"
          required
          error={translateMessage(t, errors.password?.message)}
          {...register('password')}
        />
        <Button type="submit" variant="danger">
          {t('data:deletion.account.open')}
        </Button>
      </form>
      <Dialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t('data:deletion.account.confirmTitle')}
        description={t('data:deletion.account.confirmText')}
        role="alertdialog"
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('data:deletion.cancelButton')}
          </Button>
          <Button variant="danger" isLoading={isSubmitting} onClick={handleSubmit(onSubmit)}>
            {t('data:deletion.account.confirm')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
