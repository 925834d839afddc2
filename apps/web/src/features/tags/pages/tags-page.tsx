import type { Tag } from '@nfc/contract/tags';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import {
  DeleteConfirmDialog,
  EmptyState,
  EmptyStateIcon,
  ListLoadError,
  ListPage,
} from '../../../components/list-page';
import { saveFile } from '../../../components/save-file';
import { LoadingState } from '../../../components/spinner';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { hasTeamRole, teamAreas } from '../../../lib/team-role';
import { toast } from '../../../lib/toast';
import { useDeleteConfirmation } from '../../../lib/use-delete-confirmation';
import { useDeleteTag } from '../api/delete-tag';
import { useTagAlerts } from '../api/get-tag-alerts';
import { useTags } from '../api/get-tags';
import { useVcardChoices } from '../api/get-vcard-choices';
import { ShareTagDialog } from '../components/share-tag-dialog';
import { TagCreationButton } from '../components/tag-creation';
import { describeTagTarget } from '../components/tag-target';
import { TagsTable } from '../components/tags-table';
import { getTagCreation, canSeeAnalytics as hasAnalytics } from '../lib/tag-rules';
import { buildTagsCsv } from '../lib/tags-csv';

type TagsPageProps = {
  /** Above the list: the composition root puts the first-run checklist here on /dashboard, where sign-in lands. */
  intro?: ReactNode;
};

export default function TagsPage({ intro }: TagsPageProps = {}) {
  const { t } = useTranslation(['tags', 'translation']);
  const { user } = useAuth();
  const tagsQuery = useTags();
  const vcardsQuery = useVcardChoices();
  const alertsQuery = useTagAlerts();
  const deleteTag = useDeleteTag();
  const [sharedTag, setSharedTag] = useState<Tag | null>(null);
  const deletion = useDeleteConfirmation<Tag>({
    remove: (tag) => deleteTag.mutateAsync(tag.id),
    onDeleted: (tag) => toast.success(t('tags:delete.success', { name: tag.name })),
    failureKey: 'tags:delete.failed',
  });

  const tags = tagsQuery.data ?? [];
  const creation = getTagCreation(user, tags.length);
  const canSeeAnalytics = hasAnalytics(user);
  const canChoosePlan = hasTeamRole(user, teamAreas.billing);
  const planChoice = canChoosePlan ? (
    <Link to={paths.billing} className={textLink}>
      {t('tags:list.choosePlan')}
    </Link>
  ) : (
    t('tags:list.askOwner')
  );
  const vcardNames = useMemo(
    () => new Map((vcardsQuery.data ?? []).map((card) => [card.id, card.configName])),
    [vcardsQuery.data],
  );
  const unscannedIds = useMemo(() => new Set((alertsQuery.data ?? []).map((alert) => alert.id)), [alertsQuery.data]);

  const exportCsv = () => {
    const csv = buildTagsCsv(tags, {
      headers: {
        id: t('tags:csv.id'),
        name: t('tags:csv.name'),
        actionType: t('tags:csv.actionType'),
        target: t('tags:csv.target'),
        campaignId: t('tags:csv.campaignId'),
        campaignName: t('tags:csv.campaignName'),
        group: t('tags:csv.group'),
        status: t('tags:csv.status'),
        scans: t('tags:csv.scans'),
        scanLink: t('tags:csv.scanLink'),
        createdAt: t('tags:csv.createdAt'),
      },
      actionType: (type) => t(`tags:actionTypes.${type}`),
      status: (status) => t(`tags:statuses.${status}`),
      target: (tag) => describeTagTarget(tag, vcardNames),
    });
    const day = new Date().toISOString().slice(0, 10);
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `tags-${day}.csv`);
  };

  let content: ReactNode;
  if (tagsQuery.isPending) {
    content = <LoadingState label={t('tags:list.loading')} />;
  } else if (tagsQuery.isError) {
    content = (
      <ListLoadError
        title={t('tags:list.errorTitle')}
        message={getErrorMessage(tagsQuery.error, 'tags:list.errorFallback')}
        onRetry={() => void tagsQuery.refetch()}
      />
    );
  } else if (tags.length === 0) {
    content = (
      <EmptyState
        icon={
          <EmptyStateIcon>
            <path d="M7 8a7 7 0 0 1 0 8m3-11a11 11 0 0 1 0 14m3-17a15 15 0 0 1 0 20" strokeLinecap="round" />
            <circle cx="4" cy="12" r="1.5" />
          </EmptyStateIcon>
        }
        title={t('tags:list.emptyTitle')}
        text={creation.kind === 'needsPlan' ? t('tags:list.emptyTextUpgrade') : t('tags:list.emptyText')}
        action={
          <div className="mt-6 flex justify-center">
            <TagCreationButton creation={creation} />
          </div>
        }
      />
    );
  } else {
    content = (
      <TagsTable
        tags={tags}
        vcardNames={vcardNames}
        unscannedIds={unscannedIds}
        canSeeAnalytics={canSeeAnalytics}
        onShare={setSharedTag}
        onDelete={deletion.ask}
      />
    );
  }

  return (
    <ListPage
      title={t('tags:list.title')}
      subtitle={t('tags:list.subtitle')}
      note={
        creation.kind === 'allowed' && tagsQuery.isSuccess
          ? t('tags:list.usage', { count: tags.length, limit: creation.limit })
          : undefined
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={exportCsv} disabled={tags.length === 0}>
            {t('tags:list.exportCsv')}
          </Button>
          {!tagsQuery.isPending && <TagCreationButton creation={creation} />}
        </div>
      }
    >
      {intro}
      {creation.kind === 'limitReached' && (
        <Alert tone="warning" title={t('tags:list.limitReachedTitle')}>
          {t('tags:list.limitReached', { count: creation.limit })} {planChoice}
        </Alert>
      )}
      {creation.kind === 'needsPlan' && (
        <Alert tone="info" title={t('tags:list.needsPlanTitle')}>
          <p>
            {user?.plan ? t('tags:list.planWithoutTags', { plan: user.plan.name }) : t('tags:list.freeWithoutTags')}{' '}
            {tags.length > 0 && t('tags:list.existingKeepWorking')} {planChoice}
          </p>
          <p className="mt-2">
            <Link to={paths.hub} className={textLink}>
              {t('tags:list.firstSteps')}
            </Link>
          </p>
        </Alert>
      )}

      {content}

      <ShareTagDialog tag={sharedTag} onClose={() => setSharedTag(null)} />
      <DeleteConfirmDialog
        deletion={deletion}
        isDeleting={deleteTag.isPending}
        title={t('tags:delete.title')}
        message={(tag) => t('tags:delete.message', { name: tag.name })}
        confirmLabel={t('tags:delete.confirm')}
        cancelLabel={t('tags:delete.cancel')}
      />
    </ListPage>
  );
}
