import { LINK_DOMAIN_PLANS } from '@nfc/contract/link-domains';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { hasTeamRole, teamAreas } from '../../../lib/team-role';

/** The plan has no link domains: which plans do, and the way to one (the owner chooses the plan). */
export function UpgradeNotice() {
  const { t, i18n } = useTranslation('domains');
  const { user } = useAuth();
  const plans = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(LINK_DOMAIN_PLANS);
  return (
    <Alert tone="info" title={t('domains:upgrade.title', { plans })}>
      <p>
        {user?.plan
          ? t('domains:upgrade.planWithout', { plan: user.plan.name, plans })
          : t('domains:upgrade.freeWithout', { plans })}{' '}
        {hasTeamRole(user, teamAreas.billing) ? (
          <Link to={paths.billing} className={textLink}>
            {t('domains:upgrade.choosePlan')}
          </Link>
        ) : (
          t('domains:upgrade.askOwner')
        )}
      </p>
    </Alert>
  );
}
