import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { hasTeamRole, teamAreas } from '../../../lib/team-role';

export default function ActivationPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const isActive = Boolean(user?.isAccountActive);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t('activation.title')}
      </h1>
      {isActive ? (
        <Alert tone="success" title={t('activation.activeTitle')}>
          {t('activation.activeText')}
        </Alert>
      ) : (
        <Alert tone="warning" title={t('activation.inactiveTitle')}>
          {t('activation.inactiveText')}
        </Alert>
      )}
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('activation.howTitle')}</h2>
        <ol className="list-decimal space-y-3 pl-5 text-slate-800 dark:text-slate-200">
          <li>{t('activation.viaSubscription')}</li>
          <li>{t('activation.viaAdmin')}</li>
        </ol>
        {!isActive && hasTeamRole(user, teamAreas.billing) && (
          <LinkButton to={paths.billing}>{t('activation.toBilling')}</LinkButton>
        )}
      </Card>
    </div>
  );
}
