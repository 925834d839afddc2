import { WALLET_LINK_DAYS } from '@nfc/contract/wallet';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { getShownWallets } from '../../../lib/wallet';
import { useWalletAvailability } from '../../../lib/wallet-availability';
import { useSendWalletInvitations } from '../api/send-wallet-invitations';
import { getWalletInvitationErrorKey } from '../lib/wallet-invitations';

function WalletInvitationsAction() {
  const { t } = useTranslation('wallet');
  const availability = useWalletAvailability();
  const sendInvitations = useSendWalletInvitations();
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (getShownWallets(availability.data).length === 0) return null;

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    try {
      const result = await sendInvitations.mutateAsync();
      toast.success(t('wallet:invite.sent', { count: result.sent }));
      close();
    } catch (failure) {
      const key = getWalletInvitationErrorKey(getErrorStatus(failure));
      setError(key ? t(key) : getErrorMessage(failure, 'wallet:invite.failed'));
    }
  };

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('wallet:invite.action')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('wallet:invite.title')}
        message={t('wallet:invite.message', { days: WALLET_LINK_DAYS })}
        confirmLabel={t('wallet:invite.confirm')}
        cancelLabel={t('wallet:invite.cancel')}
        confirmVariant="primary"
        onConfirm={() => void confirm()}
        onCancel={close}
        isLoading={sendInvitations.isPending}
        error={error}
      />
    </>
  );
}

/** For owners and admins: mail every member their cards' wallet links; hidden when no wallet is set up. */
export function WalletInvitationsButton() {
  return (
    <Suspense fallback={null}>
      <WalletInvitationsAction />
    </Suspense>
  );
}
