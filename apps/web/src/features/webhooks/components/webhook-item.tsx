import type { WebhookEndpoint } from '@nfc/contract/webhooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { WebhookDeliveries } from './webhook-deliveries';

const smallButton = 'px-3 py-1.5';

type WebhookItemProps = {
  endpoint: WebhookEndpoint;
  /** Shown open right after creation, so the new secret can be copied at once. */
  isSecretShown: boolean;
  onToggleSecret: (endpoint: WebhookEndpoint) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
};

/** One endpoint: where it points, what it hears, its secret, its actions and its deliveries. */
export function WebhookItem({ endpoint, isSecretShown, onToggleSecret, onRotate, onDelete }: WebhookItemProps) {
  const { t } = useTranslation('webhooks');
  const updateWebhook = useUpdateWebhook();
  const sendTest = useSendTestWebhook();
  const [isShowingDeliveries, setShowingDeliveries] = useState(false);
  const titleId = useId();
  const deliveriesId = useId();
  const deliveriesHeadingId = useId();

  const toggleActive = async () => {
    try {
      const updated = await updateWebhook.mutateAsync({ id: endpoint.id, body: { isActive: !endpoint.isActive } });
      toast.success(t(updated.isActive ? 'webhooks:item.enabled' : 'webhooks:item.disabled'));
    } catch (error) {
      toast.error(getErrorMessage(error, 'webhooks:item.updateFailed'));
    }
  };

  const test = async () => {
    try {
      await sendTest.mutateAsync(endpoint.id);
      setShowingDeliveries(true);
      toast.success(t('webhooks:item.testQueued'));
    } catch (error) {
      toast.error(getErrorMessage(error, 'webhooks:item.testFailed'));
    }
  };

  return (
    <li
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-mono text-sm font-semibold text-slate-900 wrap-anywhere dark:text-white">
            {endpoint.url}
          </h2>
          {endpoint.description && (
            <p className="mt-1 text-sm text-slate-700 wrap-anywhere dark:text-slate-300">{endpoint.description}</p>
          )}
        </div>
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
            endpoint.isActive
              ? 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700'
              : 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-700 dark:text-slate-100 dark:ring-slate-500'
          }`}
        >
          {t(endpoint.isActive ? 'webhooks:item.active' : 'webhooks:item.paused')}
        </span>
      </div>

      <div>
        <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('webhooks:item.events')}</p>
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {endpoint.events.map((event) => (
            <li
              key={event}
              className="rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100"
            >
              {t(`webhooks:events.${event}.label`)}
            </li>
          ))}
        </ul>
      </div>

      <div>
        <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('webhooks:item.secret')}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <code className="min-w-0 rounded bg-slate-100 px-2 py-1 font-mono text-xs text-slate-900 wrap-anywhere dark:bg-slate-800 dark:text-slate-100">
            {isSecretShown ? endpoint.secret : `whsec_${'•'.repeat(16)}`}
          </code>
          <Button variant="secondary" className={smallButton} onClick={() => onToggleSecret(endpoint)}>
            {t(isSecretShown ? 'webhooks:item.hideSecret' : 'webhooks:item.showSecret')}
          </Button>
          <CopyButton
            value={endpoint.secret}
            label={t('webhooks:item.copySecret')}
            copiedLabel={t('webhooks:item.copied')}
            onError={() => toast.error(t('webhooks:item.copyFailed'))}
            className={smallButton}
          />
          <Button variant="secondary" className={smallButton} onClick={() => onRotate(endpoint)}>
            {t('webhooks:item.rotate')}
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Button variant="secondary" className={smallButton} onClick={() => void test()} isLoading={sendTest.isPending}>
          {t('webhooks:item.sendTest')}
        </Button>
        <Button
          variant="secondary"
          className={smallButton}
          onClick={() => void toggleActive()}
          isLoading={updateWebhook.isPending}
        >
          {t(endpoint.isActive ? 'webhooks:item.disable' : 'webhooks:item.enable')}
        </Button>
        <Button
          variant="secondary"
          className={smallButton}
          aria-expanded={isShowingDeliveries}
          aria-controls={deliveriesId}
          onClick={() => setShowingDeliveries((shown) => !shown)}
        >
          {t(isShowingDeliveries ? 'webhooks:item.hideDeliveries' : 'webhooks:item.showDeliveries')}
        </Button>
        <Button variant="danger" className={`${smallButton} sm:ml-auto`} onClick={() => onDelete(endpoint)}>
          {t('webhooks:item.delete')}
        </Button>
      </div>

      <section id={deliveriesId} hidden={!isShowingDeliveries} aria-labelledby={deliveriesHeadingId}>
        <h3 id={deliveriesHeadingId} className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
          {t('webhooks:deliveries.title')}
        </h3>
        {isShowingDeliveries && <WebhookDeliveries endpointId={endpoint.id} headingId={deliveriesHeadingId} />}
      </section>
    </li>
  );
}
