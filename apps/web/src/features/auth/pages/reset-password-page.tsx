import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { AuthCard } from '../../../components/auth-card';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { redirectDelays } from '../../../config/timing';
import { getErrorMessage } from '../../../lib/api-client';
import { useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { useDelayedRedirect } from '../../../lib/use-delayed-redirect';
import { useResetPassword } from '../api/reset-password';
import { type ResetPasswordFormValues, resetPasswordFormSchema } from '../schemas';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const resetPassword = useResetPassword();
  useDelayedRedirect(paths.login, redirectDelays.afterPasswordReset, resetPassword.isSuccess);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = ({ password }: ResetPasswordFormValues) => {
    if (token) resetPassword.mutate({ token, password }, { onError: focusErrors });
  };

  const footer = (
    <Link to={paths.login} className={textLink}>
      {t('auth.reset.backToLogin')}
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title={t('auth.reset.title')} footer={footer}>
        <Alert tone="error" title={t('auth.reset.missingToken')}>
          <Link to={paths.requestPasswordReset} className={textLink}>
            {t('auth.reset.requestNew')}
          </Link>
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} footer={footer}>
      {resetPassword.isSuccess && (
        <Alert tone="success" className="mb-4">
          <p>{resetPassword.data?.data?.message || t('auth.reset.success')}</p>
          <p className="mt-1">{t('auth.reset.redirecting')}</p>
        </Alert>
      )}
      {resetPassword.isError && (
        <Alert tone="error" className="mb-4">
          <p>{getErrorMessage(resetPassword.error, 'auth.reset.failed')}</p>
          <Link to={paths.requestPasswordReset} className={`${textLink} mt-2 inline-block`}>
            {t('auth.reset.requestNew')}
          </Link>
        </Alert>
      )}
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)}>
        <fieldset disabled={resetPassword.isSuccess || resetPassword.isPending} className="space-y-4">
          <TextField
            label={t('auth.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('auth.fields.passwordHint')}
            error={translateMessage(t, errors.password?.message)}
            {...register('password')}
          />
          <TextField
            label={t('auth.fields.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            required
            error={translateMessage(t, errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
          <Button type="submit" className="w-full" isLoading={resetPassword.isPending}>
            {resetPassword.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
