import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { getLocale } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCancelOrganisationDeletion } from '../api/cancel-organisation-deletion';

/**
 * What every member sees while the organisation waits to be erased (decision 024): when it goes, and for the owner
 * the way back (cancel) and the way out (export on Your data); the others learn whom to ask.
 */
export function DeletionNotice({ isFullPage = false }: { isFullPage?: boolean }) {
  const { t, i18n } = useTranslation('data');
  const { user, logout } = useAuth();
  const cancel = useCancelOrganisationDeletion();
  if (!user?.deletionScheduledAt) return null;
  const isOwner = user.teamRole === 'owner';
  const at = new Intl.DateTimeFormat(getLocale(i18n.language), { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(user.deletionScheduledAt),
  );

  const onCancel = async () => {
    try {
      const answer = await cancel.mutateAsync();
      toast.success(answer.message || t('data:deletion.notice.cancelled'));
    } catch (error) {
      toast.error(getErrorMessage(error, 'data:deletion.notice.cancelFailed'));
    }
  };

  const Heading = isFullPage ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby="deletion-notice-title"
      className="space-y-4 rounded-xl border border-red-300 bg-red-50 p-6 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
    >
      <Heading id="deletion-notice-title" className="text-xl font-bold">
        {t('data:deletion.notice.title')}
      </Heading>
      <p>{t('data:deletion.notice.when', { at })}</p>
      {isOwner ? (
        <>
          <p>{t('data:deletion.notice.ownerHint')}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button onClick={onCancel} isLoading={cancel.isPending}>
              {t('data:deletion.notice.cancel')}
            </Button>
            {isFullPage && (
              <Link to={paths.yourData} className={textLink}>
                {t('data:deletion.notice.exportLink')}
              </Link>
            )}
          </div>
        </>
      ) : (
        <Alert tone="info">{t('data:deletion.notice.askOwner')}</Alert>
      )}
      {isFullPage && (
        <Button variant="secondary" onClick={logout}>
          {t('data:deletion.notice.signOut')}
        </Button>
      )}
    </section>
  );
}
