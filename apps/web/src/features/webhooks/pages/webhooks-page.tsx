import { WEBHOOK_ENDPOINT_LIMIT, type WebhookEndpoint } from '@nfc/contract/webhooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingState } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteConfirmation } from '../../../lib/use-delete-confirmation';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { WebhookFormDialog } from '../components/webhook-form-dialog';
import { WebhookItem } from '../components/webhook-item';

export default function WebhooksPage() {
  const { t } = useTranslation(['webhooks', 'translation']);
  const webhooksQuery = useWebhooks();
  const deleteWebhook = useDeleteWebhook();
  const rotateSecret = useRotateWebhookSecret();
  const [isCreating, setCreating] = useState(false);
  const [shownSecretIds, setShownSecretIds] = useState<ReadonlySet<string>>(new Set());
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [rotateError, setRotateError] = useState<string | null>(null);
  const deletion = useDeleteConfirmation<WebhookEndpoint>({
    remove: (endpoint) => deleteWebhook.mutateAsync(endpoint.id),
    onDeleted: () => toast.success(t('webhooks:delete.success')),
    failureKey: 'webhooks:delete.failed',
  });

  const endpoints = webhooksQuery.data ?? [];
  const isAtLimit = endpoints.length >= WEBHOOK_ENDPOINT_LIMIT;

  const toggleSecret = (endpoint: WebhookEndpoint) =>
    setShownSecretIds((shown) => {
      const next = new Set(shown);
      if (!next.delete(endpoint.id)) next.add(endpoint.id);
      return next;
    });

  const onCreated = (endpoint: WebhookEndpoint) => {
    setCreating(false);
    setShownSecretIds((shown) => new Set(shown).add(endpoint.id));
    toast.success(t('webhooks:form.success'));
  };

  const closeRotation = () => {
    setRotating(null);
    setRotateError(null);
  };
  const confirmRotation = async () => {
    if (!rotating) return;
    try {
      await rotateSecret.mutateAsync(rotating.id);
      setShownSecretIds((shown) => new Set(shown).add(rotating.id));
      toast.success(t('webhooks:rotate.success'));
      closeRotation();
    } catch (error) {
      setRotateError(getErrorMessage(error, 'webhooks:rotate.failed'));
    }
  };

  let content: ReactNode;
  if (webhooksQuery.isPending) {
    content = <LoadingState label={t('webhooks:list.loading')} />;
  } else if (webhooksQuery.isError) {
    content = (
      <Alert tone="error" title={t('webhooks:list.errorTitle')}>
        <p>{getErrorMessage(webhooksQuery.error, 'webhooks:list.errorFallback')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void webhooksQuery.refetch()}>
          {t('translation:common.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (endpoints.length === 0) {
    content = (
      <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('webhooks:list.emptyTitle')}</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-700 dark:text-slate-300">
          {t('webhooks:list.emptyText')}
        </p>
        <Button className="mt-6" onClick={() => setCreating(true)}>
          {t('webhooks:list.add')}
        </Button>
      </div>
    );
  } else {
    content = (
      <ul className="space-y-4">
        {endpoints.map((endpoint) => (
          <WebhookItem
            key={endpoint.id}
            endpoint={endpoint}
            isSecretShown={shownSecretIds.has(endpoint.id)}
            onToggleSecret={toggleSecret}
            onRotate={setRotating}
            onDelete={deletion.ask}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('webhooks:list.title')}
          </h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('webhooks:list.subtitle')}</p>
          {webhooksQuery.isSuccess && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('webhooks:list.usage', { count: endpoints.length, limit: WEBHOOK_ENDPOINT_LIMIT })}
            </p>
          )}
        </div>
        {endpoints.length > 0 && (
          <Button onClick={() => setCreating(true)} disabled={isAtLimit}>
            {t('webhooks:list.add')}
          </Button>
        )}
      </div>

      {isAtLimit && <Alert tone="info">{t('webhooks:list.limitReached', { limit: WEBHOOK_ENDPOINT_LIMIT })}</Alert>}

      <details className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
        <summary className="cursor-pointer font-medium text-slate-900 dark:text-white">
          {t('webhooks:help.title')}
        </summary>
        <div className="mt-3 space-y-2">
          <p>{t('webhooks:help.signature')}</p>
          <pre className="overflow-x-auto rounded bg-slate-100 p-3 font-mono text-xs text-slate-900 dark:bg-slate-800 dark:text-slate-100">
            {'Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>'}
          </pre>
          <p>{t('webhooks:help.retries')}</p>
          <p>{t('webhooks:help.addresses')}</p>
        </div>
      </details>

      {content}

      <WebhookFormDialog isOpen={isCreating} onClose={() => setCreating(false)} onCreated={onCreated} />
      <ConfirmDialog
        isOpen={rotating !== null}
        title={t('webhooks:rotate.title')}
        message={t('webhooks:rotate.message')}
        confirmLabel={t('webhooks:rotate.confirm')}
        cancelLabel={t('webhooks:rotate.cancel')}
        onConfirm={() => void confirmRotation()}
        onCancel={closeRotation}
        isLoading={rotateSecret.isPending}
        error={rotateError}
      />
      <ConfirmDialog
        isOpen={deletion.item !== null}
        title={t('webhooks:delete.title')}
        message={deletion.item ? t('webhooks:delete.message', { url: deletion.item.url }) : ''}
        confirmLabel={t('webhooks:delete.confirm')}
        cancelLabel={t('webhooks:delete.cancel')}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.close}
        isLoading={deleteWebhook.isPending}
        error={deletion.error}
      />
    </div>
  );
}
