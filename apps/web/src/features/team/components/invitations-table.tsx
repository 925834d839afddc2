import type { TeamInvitation } from '@nfc/contract/team';
import { useTranslation } from 'react-i18next';
import { ListCard, ListCardActions, ListCards, ListTable, ListTableRow } from '../../../components/list-table';
import { focusRing } from '../../../components/styles';
import { formatDate } from '../../../lib/format';
import { InvitationActions } from './invitation-actions';
import { RoleBadge } from './member-badges';

const muted = 'text-slate-600 dark:text-slate-400';

type InvitationsTableProps = { invitations: readonly TeamInvitation[]; onRevoke: (invitation: TeamInvitation) => void };

function RevokeButton({
  invitation,
  onRevoke,
}: {
  invitation: TeamInvitation;
  onRevoke: InvitationsTableProps['onRevoke'];
}) {
  const { t } = useTranslation('team');
  return (
    <button
      type="button"
      onClick={() => onRevoke(invitation)}
      aria-label={t('team:invitations.revokeNamed', { email: invitation.email })}
      className={`inline-flex items-center rounded-md px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950 ${focusRing}`}
    >
      {t('team:invitations.revoke')}
    </button>
  );
}

/** The invitations nobody has accepted yet: a table from tablets up, a card each on phones. */
export function InvitationsTable({ invitations, onRevoke }: InvitationsTableProps) {
  const { t, i18n } = useTranslation('team');
  const caption = t('team:invitations.caption');
  const expiry = (invitation: TeamInvitation) => formatDate(invitation.expiresAt, i18n.language);
  const name = (invitation: TeamInvitation) =>
    invitation.name?.trim() || <span className={muted}>{t('team:invitations.noName')}</span>;

  return (
    <>
      <ListTable
        caption={caption}
        headers={[
          t('team:invitations.email'),
          t('team:invitations.name'),
          t('team:invitations.role'),
          t('team:invitations.expires'),
          <span key="actions" className="sr-only">
            {t('team:invitations.actions')}
          </span>,
        ]}
      >
        {invitations.map((invitation) => (
          <ListTableRow key={invitation.id}>
            <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900 wrap-anywhere dark:text-white">
              {invitation.email}
            </th>
            <td className="px-4 py-3 text-slate-800 wrap-anywhere dark:text-slate-200">{name(invitation)}</td>
            <td className="px-4 py-3">
              <RoleBadge role={invitation.role} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-800 dark:text-slate-200">{expiry(invitation)}</td>
            <td className="px-2 py-2">
              <div className="flex flex-wrap justify-end gap-1">
                <InvitationActions invitation={invitation} />
                <RevokeButton invitation={invitation} onRevoke={onRevoke} />
              </div>
            </td>
          </ListTableRow>
        ))}
      </ListTable>

      <ListCards label={caption}>
        {invitations.map((invitation) => (
          <ListCard key={invitation.id}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900 wrap-anywhere dark:text-white">{invitation.email}</h3>
                <p className="text-sm text-slate-800 wrap-anywhere dark:text-slate-200">{name(invitation)}</p>
              </div>
              <RoleBadge role={invitation.role} />
            </div>
            <p className={`mt-2 text-sm ${muted}`}>{t('team:invitations.expiresOn', { date: expiry(invitation) })}</p>
            <ListCardActions>
              <InvitationActions invitation={invitation} />
              <RevokeButton invitation={invitation} onRevoke={onRevoke} />
            </ListCardActions>
          </ListCard>
        ))}
      </ListCards>
    </>
  );
}
