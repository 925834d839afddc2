import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { AuthCard } from '../../../components/auth-card';
import { LoadingState } from '../../../components/spinner';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage, isNetworkError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useExchangeSsoCode } from '../api/exchange-sso-code';

/**
 * Where a single sign-on returns: the one-time code becomes the usual session, stored as a password sign-in stores
 * it; the guard around this page then sends the person on as it does after the sign-in form.
 */
export default function SsoCompletePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const { login: signIn } = useAuth();
  const exchange = useExchangeSsoCode();
  const [failure, setFailure] = useState<string | null>(code ? null : t('sso.complete.missingCode'));
  // The code is good for one exchange: StrictMode's second effect run must not spend it again.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!code || hasStarted.current) return;
    hasStarted.current = true;
    exchange
      .mutateAsync({ code })
      .then((answer) => {
        if (!answer?.token || !signIn(answer.token)) {
          setFailure(t('auth.login.errors.unexpected'));
          return;
        }
        toast.success(t('auth.login.success'));
      })
      .catch((error: unknown) => {
        setFailure(
          isNetworkError(error) ? t('auth.login.errors.connection') : getErrorMessage(error, 'sso.complete.failed'),
        );
      });
  }, [code, exchange, signIn, t]);

  return (
    <AuthCard title={t('sso.complete.title')}>
      {failure ? (
        <Alert tone="error" title={t('sso.complete.failedTitle')}>
          <p>{failure}</p>
          <p className="mt-2">
            <Link to={paths.login} className={textLink}>
              {t('sso.complete.backToLogin')}
            </Link>
          </p>
        </Alert>
      ) : (
        <LoadingState label={t('sso.complete.signingIn')} />
      )}
    </AuthCard>
  );
}
