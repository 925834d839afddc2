import type { SsoSettings } from '@nfc/contract/identity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { textLink } from '../../../components/styles';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteSsoConnection } from '../api/delete-sso-connection';
import { useTestSsoConnection } from '../api/test-sso-connection';
import { ConnectionForm } from './connection-form';
import { ConnectionSummary } from './connection-summary';
import { Section } from './section';
import { ServiceProviderValues } from './service-provider-values';

/**
 * Opens the test sign-in in a new tab. The tab opens on the click itself (pop-up blockers allow that) and gets its
 * address when the server answers; without a tab (blocked all the same) the address is offered as a link.
 */
function useTestSignIn() {
  const test = useTestSsoConnection();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const start = async () => {
    setBlockedUrl(null);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { url } = await test.mutateAsync();
      if (tab && !tab.closed) tab.location.href = url;
      else setBlockedUrl(url);
    } catch {
      tab?.close();
    }
  };
  return { start, blockedUrl, isPending: test.isPending, error: test.error };
}

type ConnectionSectionProps = { settings: SsoSettings };

/** The identity provider: the connection's summary with test and removal, or the form that sets it up. */
export function ConnectionSection({ settings }: ConnectionSectionProps) {
  const { t } = useTranslation(['identity', 'translation']);
  const { connection, serviceProvider } = settings;
  const [isEditing, setEditing] = useState(false);
  const [isRemoving, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const removeConnection = useDeleteSsoConnection();
  const testSignIn = useTestSignIn();

  const closeRemoval = () => {
    setRemoving(false);
    setRemoveError(null);
  };
  const confirmRemoval = async () => {
    setRemoveError(null);
    try {
      await removeConnection.mutateAsync();
      toast.success(t('identity:connection.removed'));
      closeRemoval();
    } catch (error) {
      setRemoveError(getErrorMessage(error, 'identity:connection.removeFailed'));
    }
  };

  return (
    <Section title={t('identity:connection.title')} description={t('identity:connection.description')}>
      {connection && !isEditing ? (
        <>
          <ConnectionSummary connection={connection} />
          <ServiceProviderValues type={connection.type} serviceProvider={serviceProvider} />
          {testSignIn.error && (
            <Alert tone="error">{getErrorMessage(testSignIn.error, 'identity:connection.testFailed')}</Alert>
          )}
          {testSignIn.blockedUrl && (
            <Alert tone="info">
              {t('identity:connection.testBlocked')}{' '}
              <a href={testSignIn.blockedUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
                {t('identity:connection.testOpen')}
              </a>
            </Alert>
          )}
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('identity:connection.testHint')}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button isLoading={testSignIn.isPending} onClick={() => void testSignIn.start()}>
              {t('identity:connection.test')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('identity:connection.replace')}
            </Button>
            <Button variant="danger" onClick={() => setRemoving(true)}>
              {t('identity:connection.remove')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {connection ? (
            <Alert tone="info">{t('identity:connection.replaceNote')}</Alert>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('identity:connection.none')}</p>
          )}
          <ConnectionForm
            serviceProvider={serviceProvider}
            initialType={connection?.type}
            onCancel={connection ? () => setEditing(false) : undefined}
            onSaved={() => setEditing(false)}
          />
        </>
      )}
      <ConfirmDialog
        isOpen={isRemoving}
        title={t('identity:connection.removeTitle')}
        message={
          settings.enforced ? t('identity:connection.removeMessageEnforced') : t('identity:connection.removeMessage')
        }
        confirmLabel={t('identity:connection.removeConfirm')}
        cancelLabel={t('identity:connection.cancel')}
        onConfirm={() => void confirmRemoval()}
        onCancel={closeRemoval}
        isLoading={removeConnection.isPending}
        error={removeError}
      />
    </Section>
  );
}
