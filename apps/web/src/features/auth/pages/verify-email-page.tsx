import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { AuthCard } from '../../../components/auth-card';
import { LoadingState } from '../../../components/spinner';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { redirectDelays } from '../../../config/timing';
import { getErrorMessage } from '../../../lib/api-client';
import { useDelayedRedirect } from '../../../lib/use-delayed-redirect';
import { useVerifyEmail } from '../api/verify-email';

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verification = useVerifyEmail(token);
  useDelayedRedirect(paths.login, redirectDelays.afterVerification, verification.isSuccess);

  const loginLink = (
    <Link to={paths.login} className={textLink}>
      {t('auth.verify.toLogin')}
    </Link>
  );

  return (
    <AuthCard title={t('auth.verify.title')}>
      {!token ? (
        <Alert tone="error" title={t('auth.verify.missingToken')}>
          <p>{t('auth.verify.missingTokenHint')}</p>
          <p className="mt-2">{loginLink}</p>
        </Alert>
      ) : verification.isPending ? (
        <LoadingState label={t('auth.verify.verifying')} />
      ) : verification.isError ? (
        <Alert tone="error" title={t('auth.verify.failedTitle')}>
          <p>{getErrorMessage(verification.error, 'auth.verify.failed')}</p>
          <p className="mt-2">{t('auth.verify.failedHint')}</p>
          <p className="mt-2">{loginLink}</p>
        </Alert>
      ) : (
        <Alert tone="success" title={t('auth.verify.successTitle')}>
          <p>{verification.data?.message || t('auth.verify.success')}</p>
          <p className="mt-2">{t('auth.verify.redirecting')}</p>
          <p className="mt-2">{loginLink}</p>
        </Alert>
      )}
    </AuthCard>
  );
}
