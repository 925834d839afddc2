import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageMeta } from '../../../components/page-meta';
import { LoadingState } from '../../../components/spinner';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useQrStyle } from '../api/get-qr-style';
import { QrColoursForm } from '../components/qr-colours-form';
import { QrLogoField } from '../components/qr-logo-field';

export default function QrSettingsPage() {
  const { t } = useTranslation('qr');
  const style = useQrStyle();

  let content: ReactNode;
  if (style.isPending) {
    content = <LoadingState label={t('qr:page.loading')} />;
  } else if (style.isError) {
    content = (
      <Alert tone="error" title={t('qr:page.loadFailed')}>
        <p>{getErrorMessage(style.error, 'qr:page.loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void style.refetch()}>
          {t('qr:page.retry')}
        </Button>
      </Alert>
    );
  } else {
    const { foreground, background, hasLogo, brandLogo = false, brandPrimaryColor = null } = style.data;
    content = (
      <>
        <Card>
          {/* Keyed by the saved colours only: a logo change keeps colours that are still being edited. */}
          <QrColoursForm
            key={`${foreground}${background}`}
            saved={{ foreground, background }}
            hasLogo={hasLogo || brandLogo}
            brandColour={brandPrimaryColor}
          />
        </Card>
        <Card>
          <QrLogoField hasLogo={hasLogo} />
          {brandLogo && <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t('qr:logo.brandLogo')}</p>}
        </Card>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <PageMeta title={t('qr:meta.title')} description={t('qr:meta.description')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t('qr:page.title')}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {t('qr:page.subtitle')}{' '}
          <Link to={paths.dashboard} className={textLink}>
            {t('qr:page.tagsLink')}
          </Link>
        </p>
      </div>
      {content}
    </div>
  );
}
