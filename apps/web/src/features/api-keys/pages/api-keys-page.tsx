import { API_KEY_LIMIT, type ApiKey, type CreatedApiKey } from '@nfc/contract/api-keys';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState, HelpCode, HelpDetails, ListLoadError, ListPage } from '../../../components/list-page';
import { LoadingState } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteConfirmation } from '../../../lib/use-delete-confirmation';
import { useDeleteApiKey } from '../api/delete-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeyFormDialog } from '../components/api-key-form-dialog';
import { ApiKeyItem } from '../components/api-key-item';
import { CreatedKeyDialog } from '../components/created-key-dialog';

export default function ApiKeysPage() {
  const { t } = useTranslation(['apikeys', 'translation']);
  const apiKeysQuery = useApiKeys();
  const deleteApiKey = useDeleteApiKey();
  const [isCreating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const revocation = useDeleteConfirmation<ApiKey>({
    remove: (apiKey) => deleteApiKey.mutateAsync(apiKey.id),
    onDeleted: () => toast.success(t('apikeys:revoke.success')),
    failureKey: 'apikeys:revoke.failed',
  });

  const keys = apiKeysQuery.data ?? [];
  const isAtLimit = keys.length >= API_KEY_LIMIT;

  const onCreated = (key: CreatedApiKey) => {
    setCreating(false);
    setCreated(key);
  };

  let content: ReactNode;
  if (apiKeysQuery.isPending) {
    content = <LoadingState label={t('apikeys:list.loading')} />;
  } else if (apiKeysQuery.isError) {
    content = (
      <ListLoadError
        title={t('apikeys:list.errorTitle')}
        message={getErrorMessage(apiKeysQuery.error, 'apikeys:list.errorFallback')}
        onRetry={() => void apiKeysQuery.refetch()}
      />
    );
  } else if (keys.length === 0) {
    content = (
      <EmptyState
        title={t('apikeys:list.emptyTitle')}
        text={t('apikeys:list.emptyText')}
        action={
          <Button className="mt-6" onClick={() => setCreating(true)}>
            {t('apikeys:list.add')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <ul className="space-y-4">
        {keys.map((apiKey) => (
          <ApiKeyItem key={apiKey.id} apiKey={apiKey} onRevoke={revocation.ask} />
        ))}
      </ul>
    );
  }

  return (
    <ListPage
      width="narrow"
      title={t('apikeys:list.title')}
      subtitle={t('apikeys:list.subtitle')}
      note={apiKeysQuery.isSuccess ? t('apikeys:list.usage', { count: keys.length, limit: API_KEY_LIMIT }) : undefined}
      actions={
        keys.length > 0 && (
          <Button onClick={() => setCreating(true)} disabled={isAtLimit}>
            {t('apikeys:list.add')}
          </Button>
        )
      }
    >
      {isAtLimit && <Alert tone="info">{t('apikeys:list.limitReached', { limit: API_KEY_LIMIT })}</Alert>}

      <HelpDetails title={t('apikeys:help.title')}>
        <p>{t('apikeys:help.header')}</p>
        <HelpCode>{'Authorization: Bearer nfc_…'}</HelpCode>
        <p>{t('apikeys:help.actsAs')}</p>
        <p>{t('apikeys:help.limits')}</p>
      </HelpDetails>

      {content}

      <ApiKeyFormDialog isOpen={isCreating} onClose={() => setCreating(false)} onCreated={onCreated} />
      <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        isOpen={revocation.item !== null}
        title={t('apikeys:revoke.title')}
        message={revocation.item ? t('apikeys:revoke.message', { name: revocation.item.name }) : ''}
        confirmLabel={t('apikeys:revoke.confirm')}
        cancelLabel={t('apikeys:revoke.cancel')}
        onConfirm={() => void revocation.confirm()}
        onCancel={revocation.close}
        isLoading={deleteApiKey.isPending}
        error={revocation.error}
      />
    </ListPage>
  );
}
