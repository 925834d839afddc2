import { type CrmProvider, crmCallbackOutcomes } from '@nfc/contract/integrations';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingState } from '../../../components/spinner';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteConfirmation } from '../../../lib/use-delete-confirmation';
import { useDisconnectIntegration } from '../api/disconnect-integration';
import { useIntegrations } from '../api/get-integrations';
import { HubspotCard } from '../components/hubspot-card';
import { SalesforceCard } from '../components/salesforce-card';

const providerNames: Record<CrmProvider, string> = { hubspot: 'HubSpot', salesforce: 'Salesforce' };
const isOutcome = (value: string | null): value is (typeof crmCallbackOutcomes)[number] =>
  (crmCallbackOutcomes as readonly (string | null)[]).includes(value);

export default function IntegrationsPage() {
  const { t } = useTranslation(['integrations', 'translation']);
  const integrations = useIntegrations();
  const disconnect = useDisconnectIntegration();
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get('salesforce');
  const deletion = useDeleteConfirmation<CrmProvider>({
    remove: (provider) => disconnect.mutateAsync(provider),
    onDeleted: (provider) => toast.success(t('integrations:disconnect.success', { provider: providerNames[provider] })),
    failureKey: 'integrations:disconnect.failed',
  });

  const hubspot = integrations.data?.find((item) => item.provider === 'hubspot');
  const salesforce = integrations.data?.find((item) => item.provider === 'salesforce');

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div>
        <p className="text-sm">
          <Link to={paths.settings} className={textLink}>
            {t('integrations:page.back')}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t('integrations:page.title')}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('integrations:page.subtitle')}</p>
      </div>

      {isOutcome(outcome) && (
        <div className="space-y-2">
          <Alert tone={outcome === 'connected' ? 'success' : 'error'}>
            {t(`integrations:salesforce.outcome.${outcome}`)}
          </Alert>
          <Button variant="ghost" onClick={() => setSearchParams({}, { replace: true })}>
            {t('integrations:page.dismiss')}
          </Button>
        </div>
      )}

      {integrations.isPending && <LoadingState label={t('integrations:page.loading')} />}
      {integrations.isError && (
        <Alert tone="error" title={t('integrations:page.errorTitle')}>
          <p>{getErrorMessage(integrations.error, 'integrations:page.errorFallback')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void integrations.refetch()}>
            {t('translation:common.tryAgain')}
          </Button>
        </Alert>
      )}
      {hubspot && <HubspotCard connection={hubspot} onDisconnect={() => deletion.ask('hubspot')} />}
      {salesforce && <SalesforceCard connection={salesforce} onDisconnect={() => deletion.ask('salesforce')} />}

      <details className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
        <summary className="cursor-pointer font-medium text-slate-900 dark:text-white">
          {t('integrations:help.title')}
        </summary>
        <div className="mt-3 space-y-2">
          <p>{t('integrations:help.what')}</p>
          <p>{t('integrations:help.retries')}</p>
          <p>{t('integrations:help.security')}</p>
        </div>
      </details>

      <ConfirmDialog
        isOpen={deletion.item !== null}
        title={t('integrations:disconnect.title', { provider: deletion.item ? providerNames[deletion.item] : '' })}
        message={t('integrations:disconnect.message', { provider: deletion.item ? providerNames[deletion.item] : '' })}
        confirmLabel={t('integrations:disconnect.confirm')}
        cancelLabel={t('integrations:disconnect.cancel')}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.close}
        isLoading={disconnect.isPending}
        error={deletion.error}
      />
    </div>
  );
}
