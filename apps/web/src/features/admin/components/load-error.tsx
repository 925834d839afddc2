import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { getErrorMessage } from '../../../lib/api-client';
import { adminToastOptions, toast } from '../../../lib/toast';

/** Reports a failed load in a 5 s toast (one per `toastId`, so refetches do not stack them). */
export function useLoadErrorToast(error: unknown, fallbackKey: string, toastId: string) {
  useEffect(() => {
    if (error) toast.error(getErrorMessage(error, fallbackKey), { ...adminToastOptions, id: toastId });
  }, [error, fallbackKey, toastId]);
}

/** In place of a list that failed to load: the reason and a way to try again, so the page is never blank. */
export function LoadError({
  error,
  fallbackKey,
  onRetry,
}: {
  error: unknown;
  fallbackKey: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Alert tone="error" title={getErrorMessage(error, fallbackKey)}>
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}
