import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { hasTeamRole, teamAreas } from '../../../lib/team-role';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileSection } from '../components/profile-form';
import { SessionsSection } from '../components/sessions-section';

export default function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // Billing is the owner's, the QR style the owner's and admins'; the team page is everyone's.
  const links = [
    { to: paths.billing, label: t('settings.billingLink'), roles: teamAreas.billing },
    { to: paths.qrSettings, label: t('settings.qrLink'), roles: teamAreas.manage },
    { to: paths.brand, label: t('settings.brandLink'), roles: teamAreas.manage },
    { to: paths.apiKeys, label: t('settings.apiKeysLink'), roles: teamAreas.manage },
    { to: paths.team, label: t('settings.teamLink') },
    { to: paths.yourData, label: t('settings.yourDataLink') },
    { to: paths.integrations, label: t('settings.integrationsLink'), roles: teamAreas.manage },
    { to: paths.sso, label: t('settings.ssoLink'), roles: teamAreas.manage },
    { to: paths.linkDomains, label: t('settings.linkDomainsLink'), roles: teamAreas.manage },
  ].filter((link) => hasTeamRole(user, link.roles));

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t('settings.title')}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {t('settings.subtitle')}
          {links.map((link, index) => (
            <span key={link.to}>
              {index === 0 ? ' ' : ' · '}
              <Link to={link.to} className={textLink}>
                {link.label}
              </Link>
            </span>
          ))}
        </p>
      </div>
      <Card>
        <ProfileSection />
      </Card>
      <Card>
        <ChangePasswordForm />
      </Card>
      <Card>
        <SessionsSection />
      </Card>
    </div>
  );
}
