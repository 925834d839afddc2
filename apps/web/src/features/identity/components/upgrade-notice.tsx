import { IDENTITY_PLANS } from '@nfc/contract/identity';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { hasTeamRole, teamAreas } from '../../../lib/team-role';

/** The plan has no enterprise identity: which plans do, and the way to one (the owner chooses the plan). */
export function UpgradeNotice() {
  const { t, i18n } = useTranslation('identity');
  const { user } = useAuth();
  const plans = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(IDENTITY_PLANS);
  return (
    <Alert tone="info" title={t('identity:upgrade.title', { plans })}>
      <p>
        {user?.plan
          ? t('identity:upgrade.planWithout', { plan: user.plan.name, plans })
          : t('identity:upgrade.freeWithout', { plans })}{' '}
        {hasTeamRole(user, teamAreas.billing) ? (
          <Link to={paths.billing} className={textLink}>
            {t('identity:upgrade.choosePlan')}
          </Link>
        ) : (
          t('identity:upgrade.askOwner')
        )}
      </p>
    </Alert>
  );
}
