import { zodResolver } from '@hookform/resolvers/zod';
import { type EmailBody, emailBodySchema } from '@nfc/contract/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { AuthCard } from '../../../components/auth-card';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { useRequestPasswordReset } from '../api/request-password-reset';

export default function RequestPasswordResetPage() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailBody>({ resolver: zodResolver(emailBodySchema), defaultValues: { email: '' } });

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = (values: EmailBody) => requestReset.mutate(values, { onError: focusErrors });
  // After a successful request the form stays locked: one mail per visit.
  const isLocked = requestReset.isSuccess;

  return (
    <AuthCard
      title={t('auth.requestReset.title')}
      subtitle={t('auth.requestReset.subtitle')}
      footer={
        <Link to={paths.login} className={textLink}>
          {t('auth.requestReset.backToLogin')}
        </Link>
      }
    >
      {requestReset.isSuccess && (
        <Alert tone="success" className="mb-4">
          {requestReset.data?.data?.message || t('auth.requestReset.success')}
        </Alert>
      )}
      {requestReset.isError && (
        <Alert tone="error" className="mb-4">
          {getErrorMessage(requestReset.error, 'auth.requestReset.failed')}
        </Alert>
      )}
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)}>
        <fieldset disabled={isLocked || requestReset.isPending} className="space-y-4">
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            required
            error={translateMessage(t, errors.email?.message)}
            {...register('email')}
          />
          <Button type="submit" className="w-full" isLoading={requestReset.isPending}>
            {requestReset.isPending ? t('auth.requestReset.submitting') : t('auth.requestReset.submit')}
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
