import type { InvitationLink, TeamInvitation } from '@nfc/contract/team';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { Dialog } from '../../../components/dialog';
import { focusRing } from '../../../components/styles';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRenewInvitationLink } from '../api/renew-invitation-link';
import { useResendInvitation } from '../api/resend-invitation';

const actionClass = `inline-flex items-center rounded-md px-2.5 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-50 disabled:opacity-60 dark:text-indigo-300 dark:hover:bg-slate-800 ${focusRing}`;

/**
 * Resend (a new mail with a new link) and Copy link (a new link shown to copy) for an open invitation; both give it
 * 7 days from now, and the link sent before stops working, as only the newest link's hash is kept.
 */
export function InvitationActions({ invitation }: { invitation: TeamInvitation }) {
  const { t, i18n } = useTranslation('team');
  const resend = useResendInvitation();
  const renewLink = useRenewInvitationLink();
  const [link, setLink] = useState<InvitationLink | null>(null);
  const fieldId = useId();

  const onResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: (renewed) =>
        toast.success(
          t('team:invitations.resent', {
            email: renewed.email,
            date: formatDate(renewed.expiresAt, i18n.language),
          }),
        ),
      onError: (error) => toast.error(getErrorMessage(error, 'team:invitations.resendFailed')),
    });
  const onCopyLink = () =>
    renewLink.mutate(invitation.id, {
      onSuccess: setLink,
      onError: (error) => toast.error(getErrorMessage(error, 'team:invitations.linkFailed')),
    });

  return (
    <>
      <button
        type="button"
        onClick={onResend}
        disabled={resend.isPending}
        aria-label={t('team:invitations.resendNamed', { email: invitation.email })}
        className={actionClass}
      >
        {resend.isPending ? t('team:invitations.resending') : t('team:invitations.resend')}
      </button>
      <button
        type="button"
        onClick={onCopyLink}
        disabled={renewLink.isPending}
        aria-label={t('team:invitations.copyLinkNamed', { email: invitation.email })}
        className={actionClass}
      >
        {t('team:invitations.copyLink')}
      </button>
      <Dialog
        isOpen={link !== null}
        onClose={() => setLink(null)}
        title={t('team:invitations.linkTitle', { email: invitation.email })}
        description={
          link && t('team:invitations.linkText', { date: formatDate(link.invitation.expiresAt, i18n.language) })
        }
      >
        {link && (
          <>
            <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('team:invitations.linkLabel')}
            </label>
            <input
              id={fieldId}
              readOnly
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
              className={`w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ${focusRing}`}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setLink(null)}>
                {t('team:invitations.linkClose')}
              </Button>
              <CopyButton
                value={link.url}
                label={t('team:invitations.copy')}
                copiedLabel={t('team:invitations.copied')}
                onError={() => toast.error(t('team:invitations.copyFailed'))}
                variant="primary"
              />
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
