import { zodResolver } from '@hookform/resolvers/zod';
import { type ConnectHubspotBody, type CrmConnection, connectHubspotBodySchema } from '@nfc/contract/integrations';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { TextField } from '../../../components/field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useConnectHubspot } from '../api/connect-hubspot';
import { ConnectionDetails } from './connection-details';

type HubspotCardProps = { connection: CrmConnection; onDisconnect: () => void };

/** HubSpot: connect with a private app's token (checked by HubSpot before it is kept), or show the connection. */
export function HubspotCard({ connection, onDisconnect }: HubspotCardProps) {
  // Fallback mode: the contract's `validation.*` messages live in the default namespace.
  const { t } = useTranslation(['integrations', 'translation'], { nsMode: 'fallback' });
  const connect = useConnectHubspot();
  const [isReplacing, setReplacing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConnectHubspotBody>({
    resolver: zodResolver(connectHubspotBodySchema),
    defaultValues: { accessToken: '' },
  });
  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async (body: ConnectHubspotBody) => {
    setServerError(null);
    try {
      await connect.mutateAsync(body);
      reset({ accessToken: '' });
      setReplacing(false);
      toast.success(t('integrations:hubspot.connected'));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['accessToken'])) {
        setServerError(getErrorMessage(error, 'integrations:hubspot.failed'));
      }
      focusErrors();
    }
  };

  const isFormShown = !connection.connected || isReplacing;
  return (
    <Card className="space-y-4" aria-labelledby="hubspot-title">
      <div className="flex flex-col gap-1">
        <h2 id="hubspot-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          HubSpot
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('integrations:hubspot.description')}</p>
      </div>
      {connection.connected && <ConnectionDetails connection={connection} />}
      {isFormShown ? (
        <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)} className="space-y-4">
          {serverError && <Alert tone="error">{serverError}</Alert>}
          <TextField
            label={t('integrations:hubspot.token')}
            type="password"
            autoComplete="off"
            spellCheck={false}
            required
            hint={t('integrations:hubspot.tokenHint')}
            error={translateMessage(t, errors.accessToken?.message)}
            {...register('accessToken')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {isReplacing && (
              <Button variant="secondary" onClick={() => setReplacing(false)} disabled={isSubmitting}>
                {t('integrations:hubspot.cancel')}
              </Button>
            )}
            <Button type="submit" isLoading={isSubmitting}>
              {t('integrations:hubspot.connect')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setReplacing(true)}>
            {t('integrations:hubspot.replaceToken')}
          </Button>
          <Button variant="danger" onClick={onDisconnect}>
            {t('integrations:disconnect.button')}
          </Button>
        </div>
      )}
    </Card>
  );
}
