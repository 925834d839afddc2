import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** Signs the account out on every device (a lost phone, a shared computer), this one included. */
export function SessionsSection() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const signOutEverywhere = useSignOutEverywhere();
  const [isConfirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      const answer = await signOutEverywhere.mutateAsync();
      setConfirming(false);
      logout();
      toast.success(answer?.message || t('settings.sessions.success'));
      navigate(paths.login, { replace: true });
    } catch (failure) {
      setError(getErrorMessage(failure, 'settings.sessions.failed'));
    }
  };

  return (
    <section aria-labelledby="sessions-title" className="space-y-3">
      <h2 id="sessions-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('settings.sessions.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('settings.sessions.text')}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('settings.sessions.button')}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('settings.sessions.confirmTitle')}
        message={t('settings.sessions.confirmText')}
        confirmLabel={t('settings.sessions.confirm')}
        cancelLabel={t('settings.sessions.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setConfirming(false);
          setError(null);
        }}
        isLoading={signOutEverywhere.isPending}
        error={error}
      />
    </section>
  );
}
