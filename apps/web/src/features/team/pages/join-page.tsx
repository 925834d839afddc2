import { zodResolver } from '@hookform/resolvers/zod';
import { acceptInvitationBodySchema, type InvitationPreview } from '@nfc/contract/team';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/alert';
import { AuthCard } from '../../../components/auth-card';
import { Button, LinkButton } from '../../../components/button';
import { TextField } from '../../../components/field';
import { PageMeta } from '../../../components/page-meta';
import { LoadingState } from '../../../components/spinner';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { splitName } from '../lib/member-actions';

/** The contract's body plus a confirmation field that never leaves the browser. */
const joinFormSchema = acceptInvitationBodySchema
  .extend({ confirmPassword: z.string().min(1, { error: 'validation.required' }) })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordsMatch',
  });
type JoinFormInput = z.input<typeof joinFormSchema>;
type JoinFormValues = z.output<typeof joinFormSchema>;

function LoginLink() {
  const { t } = useTranslation('team');
  return (
    <Link to={paths.login} className={textLink}>
      {t('team:join.toLogin')}
    </Link>
  );
}

/** Unknown, used, expired or missing: the same answer, and the way to sign in. */
function InvalidInvitation() {
  const { t } = useTranslation('team');
  return (
    <AuthCard title={t('team:join.invalidTitle')}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('team:join.invalidText')}</p>
      <p className="mt-4 text-sm">
        <LoginLink />
      </p>
    </AuthCard>
  );
}

/**
 * Someone signed in opened an invitation: joining would create a second account, so they choose between signing
 * out to accept it as that new account and going back to the account they are in.
 */
function SignedInChoice({ preview, email }: { preview: InvitationPreview; email: string }) {
  const { t } = useTranslation('team');
  const { logout } = useAuth();
  return (
    <AuthCard
      title={t(`team:join.title.${preview.role}`, { organisation: preview.organisationName })}
      subtitle={t('team:join.signedIn.subtitle', { invited: preview.email })}
    >
      <Alert tone="info" title={t('team:join.signedIn.title', { email })}>
        <p>{t('team:join.signedIn.text', { invited: preview.email })}</p>
      </Alert>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button className="sm:flex-1" onClick={logout}>
          {t('team:join.signedIn.signOut')}
        </Button>
        <LinkButton to={paths.hub} variant="secondary" className="sm:flex-1">
          {t('team:join.signedIn.back')}
        </LinkButton>
      </div>
    </AuthCard>
  );
}

type JoinFormProps = { token: string; preview: InvitationPreview; onGone: () => void };

function JoinForm({ token, preview, onGone }: JoinFormProps) {
  // Fallback mode: the contract's `validation.*` messages and the shared field labels live in the default namespace.
  const { t, i18n } = useTranslation(['team', 'translation'], { nsMode: 'fallback' });
  const { isAuthenticated, login: signIn, logout } = useAuth();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JoinFormInput, unknown, JoinFormValues>({
    resolver: zodResolver(joinFormSchema),
    defaultValues: { ...splitName(preview.name), password: '', confirmPassword: '' },
  });

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async ({ confirmPassword: _confirmation, ...body }: JoinFormValues) => {
    setServerError(null);
    try {
      const answer = await accept.mutateAsync({ token, body });
      // Whoever was signed in on this browser leaves first, with their cached answers.
      if (isAuthenticated) logout();
      if (!answer?.token || !signIn(answer.token)) {
        setServerError(t('team:join.unexpected'));
        focusErrors();
        return;
      }
      toast.success(t('team:join.success', { organisation: preview.organisationName }));
      navigate(paths.hub, { replace: true });
    } catch (error) {
      if (getErrorStatus(error) === 404) {
        onGone();
        return;
      }
      if (!applyServerFieldErrors(error, setError, ['firstName', 'lastName', 'password'])) {
        setServerError(getErrorMessage(error, 'team:join.failed'));
      }
      focusErrors();
    }
  };

  const fieldError = (name: keyof JoinFormInput) => translateMessage(t, errors[name]?.message);

  return (
    <AuthCard
      title={t(`team:join.title.${preview.role}`, { organisation: preview.organisationName })}
      subtitle={t('team:join.subtitle', { date: formatDate(preview.expiresAt, i18n.language) })}
      footer={
        <>
          {t('team:join.haveAccount')} <LoginLink />
        </>
      }
    >
      {serverError && (
        <Alert tone="error" className="mb-4">
          {serverError}
        </Alert>
      )}
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)}>
        <fieldset disabled={isSubmitting} className="space-y-4">
          <TextField
            label={t('translation:auth.fields.email')}
            type="email"
            autoComplete="username"
            readOnly
            value={preview.email}
            hint={t('team:join.emailHint')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('team:join.firstName')}
              autoComplete="given-name"
              required
              maxLength={100}
              error={fieldError('firstName')}
              {...register('firstName')}
            />
            <TextField
              label={t('team:join.lastName')}
              autoComplete="family-name"
              required
              maxLength={100}
              error={fieldError('lastName')}
              {...register('lastName')}
            />
          </div>
          <TextField
            label={t('translation:auth.fields.password')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('translation:auth.fields.passwordHint')}
            error={fieldError('password')}
            {...register('password')}
          />
          <TextField
            label={t('translation:auth.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            error={fieldError('confirmPassword')}
            {...register('confirmPassword')}
          />
          <Button type="submit" className="w-full" isLoading={isSubmitting}>
            {isSubmitting ? t('team:join.submitting') : t('team:join.submit')}
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}

/** The page the invitation mail links to: shows who invites whom as what, then creates the account and signs in. */
export default function JoinPage() {
  const { t } = useTranslation('team');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const preview = useInvitationPreview(token);
  const [isGone, setGone] = useState(false);
  const { isAuthenticated, user } = useAuth();

  let content: ReactNode;
  if (!token || isGone || (preview.isError && getErrorStatus(preview.error) === 404)) {
    content = <InvalidInvitation />;
  } else if (preview.isPending) {
    content = (
      <AuthCard title={t('team:join.pageTitle')}>
        <LoadingState label={t('team:join.loading')} />
      </AuthCard>
    );
  } else if (preview.isError) {
    content = (
      <AuthCard title={t('team:join.pageTitle')}>
        <Alert tone="error" title={t('team:join.errorTitle')}>
          <p>{getErrorMessage(preview.error, 'team:join.errorFallback')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void preview.refetch()}>
            {t('translation:common.tryAgain')}
          </Button>
        </Alert>
      </AuthCard>
    );
  } else if (isAuthenticated && user) {
    content = <SignedInChoice preview={preview.data} email={user.email} />;
  } else {
    content = <JoinForm token={token} preview={preview.data} onGone={() => setGone(true)} />;
  }

  return (
    <>
      <PageMeta title={t('team:join.pageTitle')} description={t('team:join.description')} />
      {content}
    </>
  );
}
