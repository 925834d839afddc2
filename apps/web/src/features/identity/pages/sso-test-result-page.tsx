import { type SsoFailureReason, ssoFailureReasons } from '@nfc/contract/identity';
import { teamRoles } from '@nfc/contract/team-roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { AuthCard } from '../../../components/auth-card';
import { PageMeta } from '../../../components/page-meta';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';

const isReason = (value: string | null): value is SsoFailureReason =>
  (ssoFailureReasons as readonly (string | null)[]).includes(value);
const isRole = (value: string | null): value is (typeof teamRoles)[number] =>
  (teamRoles as readonly (string | null)[]).includes(value);

/** Where a test sign-in ends: who would have signed in with which role, or why it failed. Nobody is signed in. */
export default function SsoTestResultPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const reason = searchParams.get('reason');
  const email = searchParams.get('email');
  const role = searchParams.get('role');
  const isNew = searchParams.get('new') === 'true';

  let result: ReactNode;
  if (email && isRole(role)) {
    result = (
      <Alert tone="success" title={t('sso.testResult.successTitle')}>
        <p>
          {t(isNew ? 'sso.testResult.successNew' : 'sso.testResult.successExisting', {
            email,
            role: t(`sso.roles.${role}`),
          })}
        </p>
      </Alert>
    );
  } else {
    result = (
      <Alert tone="error" title={t('sso.testResult.failedTitle')}>
        <p>{isReason(reason) ? t(`sso.errors.${reason}`) : t('sso.testResult.unknown')}</p>
      </Alert>
    );
  }

  return (
    <AuthCard title={t('sso.testResult.title')} subtitle={t('sso.testResult.subtitle')}>
      <PageMeta title={t('sso.testResult.title')} description={t('sso.testResult.subtitle')} />
      {result}
      <p className="mt-6 text-sm">
        <Link to={paths.sso} className={textLink}>
          {t('sso.testResult.back')}
        </Link>
      </p>
    </AuthCard>
  );
}
