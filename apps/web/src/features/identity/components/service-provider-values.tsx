import type { SsoSettings } from '@nfc/contract/identity';
import { useTranslation } from 'react-i18next';
import { CopyValue } from './copy-value';

type ServiceProviderValuesProps = { type: 'oidc' | 'saml'; serviceProvider: SsoSettings['serviceProvider'] };

/** What the identity provider needs of us, each ready to copy into its set-up page. */
export function ServiceProviderValues({ type, serviceProvider }: ServiceProviderValuesProps) {
  const { t } = useTranslation('identity');
  return (
    <div className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-sm font-medium text-slate-900 dark:text-white">{t('identity:serviceProvider.title')}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {type === 'oidc' ? t('identity:serviceProvider.oidcText') : t('identity:serviceProvider.samlText')}
      </p>
      {type === 'oidc' ? (
        <CopyValue label={t('identity:serviceProvider.redirectUri')} value={serviceProvider.oidcRedirectUri} />
      ) : (
        <>
          <CopyValue label={t('identity:serviceProvider.entityId')} value={serviceProvider.samlEntityId} />
          <CopyValue label={t('identity:serviceProvider.acsUrl')} value={serviceProvider.samlAcsUrl} />
          <CopyValue label={t('identity:serviceProvider.metadataUrl')} value={serviceProvider.samlMetadataUrl} />
        </>
      )}
    </div>
  );
}
