import type { TeamInvitation, TeamMember } from '@nfc/contract/team';
import { type AssignableRole, managesTeam } from '@nfc/contract/team-roles';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DeleteConfirmDialog, ListLoadError, ListPage } from '../../../components/list-page';
import { PageMeta } from '../../../components/page-meta';
import { LoadingState } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useDeleteConfirmation } from '../../../lib/use-delete-confirmation';
import { useTeam } from '../api/get-team';
import { useRemoveMember } from '../api/remove-member';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useTransferOwnership } from '../api/transfer-ownership';
import { useUpdateMember } from '../api/update-member';
import { BulkInviteDialog } from '../components/bulk-invite-dialog';
import { InvitationsTable } from '../components/invitations-table';
import { InviteDialog } from '../components/invite-dialog';
import { MemberView } from '../components/member-view';
import { MembersTable } from '../components/members-table';
import { WalletInvitationsButton } from '../components/wallet-invitations-button';
import { getMemberName } from '../lib/member-actions';

const sectionHeading = 'text-lg font-semibold text-slate-900 dark:text-white';

/** The organisation's people: members with their roles and access, open invitations, and inviting more. */
export default function TeamPage() {
  const { t } = useTranslation(['team', 'translation']);
  const { user } = useAuth();
  const teamQuery = useTeam();
  const updateMember = useUpdateMember();
  const removeMember = useRemoveMember();
  const revokeInvitation = useRevokeInvitation();
  const transferOwnership = useTransferOwnership();
  const [isInviting, setInviting] = useState(false);
  const [isUploading, setUploading] = useState(false);
  const [transferTo, setTransferTo] = useState<TeamMember | null>(null);
  const [transferError, setTransferError] = useState<string | null>(null);

  const removal = useDeleteConfirmation<TeamMember>({
    remove: (member) => removeMember.mutateAsync(member.id),
    onDeleted: (member) => toast.success(t('team:remove.success', { name: getMemberName(member) })),
    failureKey: 'team:remove.failed',
  });
  const revocation = useDeleteConfirmation<TeamInvitation>({
    remove: (invitation) => revokeInvitation.mutateAsync(invitation.id),
    onDeleted: (invitation) => toast.success(t('team:revoke.success', { email: invitation.email })),
    failureKey: 'team:revoke.failed',
  });

  const changeRole = async (member: TeamMember, role: AssignableRole) => {
    try {
      await updateMember.mutateAsync({ id: member.id, body: { role } });
      toast.success(t(`team:members.roleChanged.${role}`, { name: getMemberName(member) }));
    } catch (error) {
      toast.error(getErrorMessage(error, 'team:members.updateFailed'));
    }
  };

  const toggleActive = async (member: TeamMember) => {
    try {
      const updated = await updateMember.mutateAsync({ id: member.id, body: { isActive: !member.isActive } });
      const key = updated.isActive ? 'team:members.reactivateSuccess' : 'team:members.deactivateSuccess';
      toast.success(t(key, { name: getMemberName(member) }));
    } catch (error) {
      toast.error(getErrorMessage(error, 'team:members.updateFailed'));
    }
  };

  const closeTransfer = () => {
    setTransferTo(null);
    setTransferError(null);
  };
  const confirmTransfer = async () => {
    if (!transferTo) return;
    setTransferError(null);
    try {
      await transferOwnership.mutateAsync({ memberId: transferTo.id });
      toast.success(t('team:transfer.success', { name: getMemberName(transferTo) }));
      closeTransfer();
    } catch (error) {
      setTransferError(getErrorMessage(error, 'team:transfer.failed'));
    }
  };

  const team = teamQuery.data;
  const canManage = team ? managesTeam(team.role) : false;
  const hasFreeSeat = team ? team.seats.limit === null || team.seats.used < team.seats.limit : false;
  let seatsNote: string | undefined;
  if (team && canManage) {
    seatsNote =
      team.seats.limit === null
        ? t('team:seats.unlimited', { count: team.seats.used })
        : t('team:seats.limited', { used: team.seats.used, limit: team.seats.limit });
  }

  let content: ReactNode;
  if (teamQuery.isPending) {
    content = <LoadingState label={t('team:page.loading')} />;
  } else if (teamQuery.isError) {
    content = (
      <ListLoadError
        title={t('team:page.errorTitle')}
        message={getErrorMessage(teamQuery.error, 'team:page.errorFallback')}
        onRetry={() => void teamQuery.refetch()}
      />
    );
  } else if (!canManage) {
    content = <MemberView team={teamQuery.data} />;
  } else {
    const { members, invitations } = teamQuery.data;
    content = (
      <>
        {!hasFreeSeat && <Alert tone="info">{t('team:seats.full')}</Alert>}
        <section aria-labelledby="team-members-title" className="space-y-3">
          <h2 id="team-members-title" className={sectionHeading}>
            {t('team:members.title')}
          </h2>
          <MembersTable
            members={members}
            caller={{ id: user?.id, role: teamQuery.data.role }}
            busyId={updateMember.isPending ? (updateMember.variables?.id ?? null) : null}
            onChangeRole={(member, role) => void changeRole(member, role)}
            onToggleActive={(member) => void toggleActive(member)}
            onRemove={removal.ask}
            onTransfer={setTransferTo}
          />
        </section>
        <section aria-labelledby="team-invitations-title" className="space-y-3">
          <h2 id="team-invitations-title" className={sectionHeading}>
            {t('team:invitations.title')}
          </h2>
          {invitations.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
              {t('team:invitations.empty')}
            </p>
          ) : (
            <InvitationsTable invitations={invitations} onRevoke={revocation.ask} />
          )}
        </section>
      </>
    );
  }

  return (
    <ListPage
      title={t('team:page.title')}
      subtitle={team ? team.organisation.name : t('team:page.subtitle')}
      note={seatsNote}
      actions={
        <div className="flex flex-wrap gap-2">
          <LinkButton to={paths.teamAnalytics} variant="secondary">
            {t('team:page.analytics')}
          </LinkButton>
          {canManage && (
            <>
              <LinkButton to={paths.teamTemplates} variant="secondary">
                {t('team:page.templates')}
              </LinkButton>
              <WalletInvitationsButton />
              <Button variant="secondary" onClick={() => setUploading(true)} disabled={!hasFreeSeat}>
                {t('team:page.upload')}
              </Button>
              <Button onClick={() => setInviting(true)} disabled={!hasFreeSeat}>
                {t('team:page.invite')}
              </Button>
            </>
          )}
        </div>
      }
    >
      <PageMeta title={t('team:page.title')} description={t('team:page.subtitle')} />
      {content}

      <InviteDialog isOpen={isInviting} onClose={() => setInviting(false)} />
      <BulkInviteDialog isOpen={isUploading} onClose={() => setUploading(false)} />
      <DeleteConfirmDialog
        deletion={removal}
        isDeleting={removeMember.isPending}
        title={t('team:remove.title')}
        message={(member) =>
          t('team:remove.message', { name: getMemberName(member), email: member.email, count: member.cardCount })
        }
        confirmLabel={t('team:remove.confirm')}
        cancelLabel={t('team:remove.cancel')}
      />
      <DeleteConfirmDialog
        deletion={revocation}
        isDeleting={revokeInvitation.isPending}
        title={t('team:revoke.title')}
        message={(invitation) => t('team:revoke.message', { email: invitation.email })}
        confirmLabel={t('team:revoke.confirm')}
        cancelLabel={t('team:revoke.cancel')}
      />
      <ConfirmDialog
        isOpen={transferTo !== null}
        title={t('team:transfer.title')}
        message={transferTo ? t('team:transfer.message', { name: getMemberName(transferTo) }) : ''}
        confirmLabel={t('team:transfer.confirm')}
        cancelLabel={t('team:transfer.cancel')}
        onConfirm={() => void confirmTransfer()}
        onCancel={closeTransfer}
        isLoading={transferOwnership.isPending}
        error={transferError}
      />
    </ListPage>
  );
}
