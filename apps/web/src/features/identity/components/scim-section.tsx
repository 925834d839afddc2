import type { SsoSettings } from '@nfc/contract/identity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateScimToken } from '../api/create-scim-token';
import { useDeleteScimToken } from '../api/delete-scim-token';
import { formatDateTime } from '../lib/format-time';
import { CopyValue } from './copy-value';
import { ScimTokenDialog } from './scim-token-dialog';
import { Section, StatusBadge } from './section';

type Asking = 'regenerate' | 'revoke' | null;

/** Provisioning from the identity provider: the SCIM base URL and the bearer token it calls with. */
export function ScimSection({ settings }: { settings: SsoSettings }) {
  const { t, i18n } = useTranslation(['identity', 'translation']);
  const createToken = useCreateScimToken();
  const deleteToken = useDeleteScimToken();
  const [newToken, setNewToken] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const { tokenCreatedAt } = settings.scim;

  const close = () => {
    setAsking(null);
    setDialogError(null);
  };

  const generate = async () => {
    setGenerateError(null);
    setDialogError(null);
    try {
      const { token } = await createToken.mutateAsync();
      close();
      setNewToken(token);
    } catch (error) {
      const message = getErrorMessage(error, 'identity:scim.generateFailed');
      if (asking) setDialogError(message);
      else setGenerateError(message);
    }
  };

  const revoke = async () => {
    setDialogError(null);
    try {
      await deleteToken.mutateAsync();
      toast.success(t('identity:scim.revoked'));
      close();
    } catch (error) {
      setDialogError(getErrorMessage(error, 'identity:scim.revokeFailed'));
    }
  };

  return (
    <Section title={t('identity:scim.title')} description={t('identity:scim.description')}>
      <CopyValue label={t('identity:scim.baseUrl')} value={settings.scim.baseUrl} />
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <span className="font-medium text-slate-900 dark:text-white">{t('identity:scim.token')}</span>
        {tokenCreatedAt ? (
          <>
            <StatusBadge tone="good">{t('identity:scim.active')}</StatusBadge>
            <span>{t('identity:scim.createdAt', { time: formatDateTime(tokenCreatedAt, i18n.language) })}</span>
          </>
        ) : (
          <StatusBadge tone="neutral">{t('identity:scim.none')}</StatusBadge>
        )}
      </div>
      {generateError && <Alert tone="error">{generateError}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {tokenCreatedAt ? (
          <>
            <Button variant="secondary" onClick={() => setAsking('regenerate')}>
              {t('identity:scim.regenerate')}
            </Button>
            <Button variant="danger" onClick={() => setAsking('revoke')}>
              {t('identity:scim.revoke')}
            </Button>
          </>
        ) : (
          <Button isLoading={createToken.isPending} onClick={() => void generate()}>
            {t('identity:scim.generate')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={asking === 'regenerate'}
        title={t('identity:scim.regenerateTitle')}
        message={t('identity:scim.regenerateMessage')}
        confirmLabel={t('identity:scim.regenerateConfirm')}
        cancelLabel={t('identity:scim.cancel')}
        onConfirm={() => void generate()}
        onCancel={close}
        isLoading={createToken.isPending}
        error={dialogError}
      />
      <ConfirmDialog
        isOpen={asking === 'revoke'}
        title={t('identity:scim.revokeTitle')}
        message={t('identity:scim.revokeMessage')}
        confirmLabel={t('identity:scim.revokeConfirm')}
        cancelLabel={t('identity:scim.cancel')}
        onConfirm={() => void revoke()}
        onCancel={close}
        isLoading={deleteToken.isPending}
        error={dialogError}
      />
      <ScimTokenDialog token={newToken} onClose={() => setNewToken(null)} />
    </Section>
  );
}
