import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileSection } from '../components/profile-form';
import { SessionsSection } from '../components/sessions-section';

export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t('settings.title')}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {t('settings.subtitle')}{' '}
          <Link to={paths.billing} className={textLink}>
            {t('settings.billingLink')}
          </Link>
          {' · '}
          <Link to={paths.qrSettings} className={textLink}>
            {t('settings.qrLink')}
          </Link>
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
