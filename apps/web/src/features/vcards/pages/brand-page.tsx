import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageMeta } from '../../../components/page-meta';
import { LoadingState } from '../../../components/spinner';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { hasTeamRole, teamAreas } from '../../../lib/team-role';
import { useBrandKit } from '../api/get-brand-kit';
import { BrandKitForm } from '../components/brand-kit-form';

/** Settings, Brand: the organisation's logo, colours and cover in one place (members read it, managers edit it). */
export default function BrandPage() {
  const { t } = useTranslation('vcards');
  const { user } = useAuth();
  const kit = useBrandKit();

  let content: ReactNode;
  if (kit.isPending) {
    content = <LoadingState label={t('vcards:brand.loading')} />;
  } else if (kit.isError) {
    content = (
      <Alert tone="error" title={t('vcards:brand.loadFailed')}>
        <p>{getErrorMessage(kit.error, 'vcards:brand.loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void kit.refetch()}>
          {t('vcards:brand.retry')}
        </Button>
      </Alert>
    );
  } else {
    content = <BrandKitForm kit={kit.data} canEdit={hasTeamRole(user, teamAreas.manage)} />;
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageMeta title={t('vcards:brand.meta.title')} description={t('vcards:brand.meta.description')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t('vcards:brand.title')}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {t('vcards:brand.subtitle')}{' '}
          <Link to={paths.settings} className={textLink}>
            {t('vcards:brand.settingsLink')}
          </Link>
        </p>
      </div>
      {content}
    </div>
  );
}
