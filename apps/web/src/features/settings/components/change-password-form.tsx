import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBodySchema } from '@nfc/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';

const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmNewPassword: z.string().min(1, { error: 'validation.required' }) })
  .refine((values) => values.newPassword === values.confirmNewPassword, {
    path: ['confirmNewPassword'],
    error: 'validation.passwordsMatch',
  });
type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

const emptyForm: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const changePassword = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyForm });

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordFormValues) => {
    setServerError(null);
    try {
      const answer = await changePassword.mutateAsync({ currentPassword, newPassword });
      // The change revokes every older token: continue with the fresh one.
      if (answer?.token) login(answer.token);
      reset(emptyForm);
      toast.success(answer?.message || t('settings.password.success'));
    } catch (error) {
      applyServerFieldErrors(error, setError, ['currentPassword', 'newPassword']);
      setServerError(getErrorMessage(error, 'settings.password.failed'));
      focusErrors();
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit, focusErrors)}
      aria-labelledby="password-title"
      className="space-y-4"
    >
      <h2 id="password-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('settings.password.title')}
      </h2>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <TextField
        label={t('settings.password.current')}
        type="password"
        autoComplete="current-password"
        required
        error={translateMessage(t, errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('auth.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.fields.passwordHint')}
          error={translateMessage(t, errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <TextField
          label={t('auth.fields.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={translateMessage(t, errors.confirmNewPassword?.message)}
          {...register('confirmNewPassword')}
        />
      </div>
      <Button type="submit" isLoading={isSubmitting}>
        {isSubmitting ? t('common.saving') : t('settings.password.submit')}
      </Button>
    </form>
  );
}
