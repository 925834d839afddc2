import type { CrmConnection } from '@nfc/contract/integrations';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuthorizeSalesforce } from '../api/authorize-salesforce';
import { ConnectionDetails } from './connection-details';

type SalesforceCardProps = { connection: CrmConnection; onDisconnect: () => void };

/** Salesforce: connect through its consent page (OAuth), or say that this server has no Salesforce app. */
export function SalesforceCard({ connection, onDisconnect }: SalesforceCardProps) {
  const { t } = useTranslation('integrations');
  const authorize = useAuthorizeSalesforce();
  return (
    <Card className="space-y-4" aria-labelledby="salesforce-title">
      <div className="flex flex-col gap-1">
        <h2 id="salesforce-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Salesforce
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('salesforce.description')}</p>
      </div>
      {connection.connected && <ConnectionDetails connection={connection} />}
      {authorize.isError && (
        <Alert tone="error">{getErrorMessage(authorize.error, 'integrations:salesforce.failed')}</Alert>
      )}
      {!connection.isAvailable && !connection.connected ? (
        <Alert tone="info">{t('salesforce.notConfigured')}</Alert>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {connection.isAvailable && (
            <Button
              variant={connection.connected ? 'secondary' : 'primary'}
              isLoading={authorize.isPending}
              onClick={() => authorize.mutate()}
            >
              {connection.connected ? t('salesforce.reconnect') : t('salesforce.connect')}
            </Button>
          )}
          {connection.connected && (
            <Button variant="danger" onClick={onDisconnect}>
              {t('disconnect.button')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
