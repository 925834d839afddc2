import { API_KEY_LIMIT, type ApiKey, type CreatedApiKey } from '@nfc/contract/api-keys';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
      <Alert tone="error" title={t('apikeys:list.errorTitle')}>
        <p>{getErrorMessage(apiKeysQuery.error, 'apikeys:list.errorFallback')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void apiKeysQuery.refetch()}>
          {t('translation:common.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (keys.length === 0) {
    content = (
      <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('apikeys:list.emptyTitle')}</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-700 dark:text-slate-300">
          {t('apikeys:list.emptyText')}
        </p>
        <Button className="mt-6" onClick={() => setCreating(true)}>
          {t('apikeys:list.add')}
        </Button>
      </div>
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
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('apikeys:list.title')}
          </h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('apikeys:list.subtitle')}</p>
          {apiKeysQuery.isSuccess && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('apikeys:list.usage', { count: keys.length, limit: API_KEY_LIMIT })}
            </p>
          )}
        </div>
        {keys.length > 0 && (
          <Button onClick={() => setCreating(true)} disabled={isAtLimit}>
            {t('apikeys:list.add')}
          </Button>
        )}
      </div>

      {isAtLimit && <Alert tone="info">{t('apikeys:list.limitReached', { limit: API_KEY_LIMIT })}</Alert>}

      <details className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
        <summary className="cursor-pointer font-medium text-slate-900 dark:text-white">
          {t('apikeys:help.title')}
        </summary>
        <div className="mt-3 space-y-2">
          <p>{t('apikeys:help.header')}</p>
          <pre className="overflow-x-auto rounded bg-slate-100 p-3 font-mono text-xs text-slate-900 dark:bg-slate-800 dark:text-slate-100">
            {'Authorization: Bearer nfc_…'}
          </pre>
          <p>{t('apikeys:help.actsAs')}</p>
          <p>{t('apikeys:help.limits')}</p>
        </div>
      </details>

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
    </div>
  );
}
