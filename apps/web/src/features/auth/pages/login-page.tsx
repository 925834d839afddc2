import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBodySchema } from '@nfc/contract/auth';
import { type SsoFailureReason, ssoFailureReasons } from '@nfc/contract/identity';
import i18next from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
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
import { SsoSignIn } from '../components/sso-sign-in';
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

type LoginFailure = { message: string; needsVerification: boolean; needsSso: boolean };

/**
 * Maps a failed sign-in to its message (spec section 8: connection, credentials, verification, other). The server
 * marks a refusal because the organisation requires single sign-on with `ssoRequired: true` (issue 30).
 */
function describeLoginError(error: unknown): LoginFailure {
  const plain = { needsVerification: false, needsSso: false };
  if (isNetworkError(error)) return { ...plain, message: i18next.t('auth.login.errors.connection') };
  const status = getErrorStatus(error);
  const body = getApiError(error) as { needsVerification?: unknown; ssoRequired?: unknown } | undefined;
  if (status === 403 && body?.needsVerification) {
    return { ...plain, message: getErrorMessage(error, 'auth.login.resendHint'), needsVerification: true };
  }
  if (status === 403 && body?.ssoRequired === true) {
    return { ...plain, message: getErrorMessage(error, 'sso.signIn.required'), needsSso: true };
  }
  const fallback = status === 400 ? 'auth.login.errors.invalidCredentials' : 'auth.login.errors.tryAgain';
  return { ...plain, message: getErrorMessage(error, fallback) };
}

const isSsoFailureReason = (value: string | null): value is SsoFailureReason =>
  (ssoFailureReasons as readonly (string | null)[]).includes(value);

export default function LoginPage() {
  const { t } = useTranslation();
  const { login: signIn } = useAuth();
  const loginMutation = useLogin();
  const resend = useResendVerification();
  const [failure, setFailure] = useState<{ message: string; unverifiedEmail?: string } | null>(null);
  const [pendingEmail] = useState(getPendingVerification);
  // A single sign-on that failed comes back as /login?sso=<reason>&email=<address>.
  const [searchParams] = useSearchParams();
  const ssoReason = searchParams.get('sso');
  const ssoFailure = isSsoFailureReason(ssoReason) ? ssoReason : null;
  const [ssoEmail, setSsoEmail] = useState<string | null>(() =>
    ssoFailure ? (searchParams.get('email') ?? '') : null,
  );

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
      const { message, needsVerification, needsSso } = describeLoginError(error);
      setFailure({ message, unverifiedEmail: needsVerification ? values.email : undefined });
      if (needsSso) setSsoEmail(values.email);
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
      {ssoFailure && !failure && (
        <Alert tone="error" title={t('sso.signIn.failedTitle')} className="mb-4">
          {t(`sso.errors.${ssoFailure}`)}
        </Alert>
      )}
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
      <div className="my-6 flex items-center gap-3 text-xs text-slate-600 uppercase dark:text-slate-400">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t('sso.signIn.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      {/* Keyed by the address: a password sign-in refused for SSO opens the form again with its e-mail. */}
      <SsoSignIn
        key={ssoEmail === null ? 'closed' : `open:${ssoEmail}`}
        defaultEmail={ssoEmail ?? ''}
        isInitiallyOpen={ssoEmail !== null}
      />
    </AuthCard>
  );
}
