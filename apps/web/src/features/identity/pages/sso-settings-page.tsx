import { useTranslation } from 'react-i18next';
import { HelpDetails, ListLoadError, ListPage } from '../../../components/list-page';
import { PageMeta } from '../../../components/page-meta';
import { LoadingState } from '../../../components/spinner';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useSsoSettings } from '../api/get-sso-settings';
import { ConnectionSection } from '../components/connection-section';
import { DomainsSection } from '../components/domains-section';
import { EnforcementSection } from '../components/enforcement-section';
import { GroupRolesSection } from '../components/group-roles-section';
import { ScimSection } from '../components/scim-section';
import { UpgradeNotice } from '../components/upgrade-notice';
import { hasIdentityPlan } from '../lib/identity-plan';

/** The sections, once the settings are loaded; a plan the server refuses shows the upgrade notice after all. */
function SsoSettings() {
  const { t } = useTranslation(['identity', 'translation']);
  const settingsQuery = useSsoSettings();
  if (settingsQuery.isPending) return <LoadingState label={t('identity:page.loading')} />;
  if (settingsQuery.isError) {
    if (getErrorStatus(settingsQuery.error) === 403) return <UpgradeNotice />;
    return (
      <ListLoadError
        title={t('identity:page.errorTitle')}
        message={getErrorMessage(settingsQuery.error, 'identity:page.errorFallback')}
        onRetry={() => void settingsQuery.refetch()}
      />
    );
  }
  const settings = settingsQuery.data;
  return (
    <>
      <DomainsSection />
      <ConnectionSection settings={settings} />
      <EnforcementSection settings={settings} />
      {/* Keyed by the saved mapping: a save elsewhere (another tab) starts the form from the stored rows. */}
      <GroupRolesSection key={JSON.stringify(settings.groupRoles)} settings={settings} />
      <ScimSection settings={settings} />
    </>
  );
}

/** Settings > Single sign-on: verified domains, the identity provider, enforcement, group roles and SCIM. */
export default function SsoSettingsPage() {
  const { t } = useTranslation(['identity', 'translation']);
  const { user } = useAuth();
  return (
    <ListPage width="narrow" title={t('identity:page.title')} subtitle={t('identity:page.subtitle')}>
      <PageMeta title={t('identity:page.title')} description={t('identity:page.subtitle')} />
      <HelpDetails title={t('identity:help.title')}>
        <p>{t('identity:help.steps')}</p>
        <p>{t('identity:help.signIn')}</p>
        <p>{t('identity:help.scim')}</p>
      </HelpDetails>
      {hasIdentityPlan(user) ? <SsoSettings /> : <UpgradeNotice />}
    </ListPage>
  );
}
