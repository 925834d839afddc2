import { WEBHOOK_ENDPOINT_LIMIT, type WebhookEndpoint } from '@nfc/contract/webhooks';
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
      <ListLoadError
        title={t('webhooks:list.errorTitle')}
        message={getErrorMessage(webhooksQuery.error, 'webhooks:list.errorFallback')}
        onRetry={() => void webhooksQuery.refetch()}
      />
    );
  } else if (endpoints.length === 0) {
    content = (
      <EmptyState
        title={t('webhooks:list.emptyTitle')}
        text={t('webhooks:list.emptyText')}
        action={
          <Button className="mt-6" onClick={() => setCreating(true)}>
            {t('webhooks:list.add')}
          </Button>
        }
      />
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
    <ListPage
      width="narrow"
      title={t('webhooks:list.title')}
      subtitle={t('webhooks:list.subtitle')}
      note={
        webhooksQuery.isSuccess
          ? t('webhooks:list.usage', { count: endpoints.length, limit: WEBHOOK_ENDPOINT_LIMIT })
          : undefined
      }
      actions={
        endpoints.length > 0 && (
          <Button onClick={() => setCreating(true)} disabled={isAtLimit}>
            {t('webhooks:list.add')}
          </Button>
        )
      }
    >
      {isAtLimit && <Alert tone="info">{t('webhooks:list.limitReached', { limit: WEBHOOK_ENDPOINT_LIMIT })}</Alert>}

      <HelpDetails title={t('webhooks:help.title')}>
        <p>{t('webhooks:help.signature')}</p>
        <HelpCode>{'Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>'}</HelpCode>
        <p>{t('webhooks:help.retries')}</p>
        <p>{t('webhooks:help.addresses')}</p>
      </HelpDetails>

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
    </ListPage>
  );
}
