import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBodySchema } from '@nfc/contract/auth';
import i18next from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { AuthCard } from '../../../components/auth-card';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getApiError, getErrorMessage, getErrorStatus, isNetworkError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { clearPendingVerificationFor, getPendingVerification } from '../pending-verification';

/** Registered on this browser and not signed in yet: where the verification mail went, and a new one on demand. */
function PendingVerificationNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <Alert tone="info" title={t('auth.login.pending.title')} className="mb-4">
      <p>{t('auth.login.pending.text', { email })}</p>
      {resend.isSuccess ? (
        <p className="mt-2 font-medium">{resend.data?.message || t('auth.resend.success')}</p>
      ) : (
        <Button
          variant="secondary"
          className="mt-3"
          isLoading={resend.isPending}
          onClick={() => resend.mutate({ email })}
        >
          {t('auth.resend.button')}
        </Button>
      )}
      {resend.isError && <p className="mt-2">{getErrorMessage(resend.error, 'auth.resend.failed')}</p>}
    </Alert>
  );
}

/** Maps a failed sign-in to its message (spec section 8: connection, credentials, verification, other). */
function describeLoginError(error: unknown): { message: string; needsVerification: boolean } {
  if (isNetworkError(error)) return { message: i18next.t('auth.login.errors.connection'), needsVerification: false };
  const status = getErrorStatus(error);
  if (status === 403 && getApiError(error)?.needsVerification) {
    return { message: getErrorMessage(error, 'auth.login.resendHint'), needsVerification: true };
  }
  const fallback = status === 400 ? 'auth.login.errors.invalidCredentials' : 'auth.login.errors.tryAgain';
  return { message: getErrorMessage(error, fallback), needsVerification: false };
}

export default function LoginPage() {
  const { t } = useTranslation();
  const { login: signIn } = useAuth();
  const loginMutation = useLogin();
  const resend = useResendVerification();
  const [failure, setFailure] = useState<{ message: string; unverifiedEmail?: string } | null>(null);
  const [pendingEmail] = useState(getPendingVerification);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: pendingEmail ?? '', password: '' },
  });

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async (values: LoginBody) => {
    setFailure(null);
    resend.reset();
    try {
      const answer = await loginMutation.mutateAsync(values);
      // The guard around this page sends the now signed-in user on (admin area or the remembered page).
      if (!answer?.token || !signIn(answer.token)) {
        setFailure({ message: t('auth.login.errors.unexpected') });
        focusErrors();
        return;
      }
      clearPendingVerificationFor(values.email);
      toast.success(t('auth.login.success'));
    } catch (error) {
      const { message, needsVerification } = describeLoginError(error);
      setFailure({ message, unverifiedEmail: needsVerification ? values.email : undefined });
      focusErrors();
    }
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to={paths.register} className={textLink}>
            {t('auth.login.registerLink')}
          </Link>
        </>
      }
    >
      {pendingEmail && !failure?.unverifiedEmail && <PendingVerificationNotice email={pendingEmail} />}
      {failure && !failure.unverifiedEmail && (
        <Alert tone="error" className="mb-4">
          {failure.message}
        </Alert>
      )}
      {failure?.unverifiedEmail && (
        <Alert tone="warning" title={t('auth.login.errors.verificationRequired')} className="mb-4">
          <p>{failure.message}</p>
          {resend.isSuccess ? (
            <p className="mt-2 font-medium">{resend.data?.message || t('auth.resend.success')}</p>
          ) : (
            <Button
              variant="secondary"
              className="mt-3"
              isLoading={resend.isPending}
              onClick={() => resend.mutate({ email: failure.unverifiedEmail ?? '' })}
            >
              {t('auth.resend.button')}
            </Button>
          )}
          {resend.isError && <p className="mt-2">{getErrorMessage(resend.error, 'auth.resend.failed')}</p>}
        </Alert>
      )}
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)} className="space-y-4">
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          error={translateMessage(t, errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          required
          error={translateMessage(t, errors.password?.message)}
          {...register('password')}
        />
        <div className="flex justify-end text-sm">
          <Link to={paths.requestPasswordReset} className={textLink}>
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" className="w-full" isLoading={isSubmitting}>
          {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
