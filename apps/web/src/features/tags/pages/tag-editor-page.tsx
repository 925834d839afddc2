import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { LinkButton } from '../../../components/button';
import { LoadingState } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { hasTeamRole, teamAreas } from '../../../lib/team-role';
import { useTag } from '../api/get-tag';
import { useTags } from '../api/get-tags';
import { ChipPanel } from '../components/chip-panel';
import { TagForm } from '../components/tag-form';
import { getTagCreation } from '../lib/tag-rules';

function BackLink() {
  const { t } = useTranslation('tags');
  return (
    <LinkButton to={paths.dashboard} variant="secondary" className="mt-3">
      {t('tags:editor.backToList')}
    </LinkButton>
  );
}

function EditTag({ id }: { id: string }) {
  const { t } = useTranslation('tags');
  const tagQuery = useTag(id);
  if (tagQuery.isPending) return <LoadingState label={t('tags:editor.loading')} />;
  if (tagQuery.isError) {
    const isMissing = getErrorStatus(tagQuery.error) === 404;
    return (
      <Alert tone="error" title={isMissing ? t('tags:editor.notFound') : t('tags:editor.loadFailed')}>
        {!isMissing && <p>{getErrorMessage(tagQuery.error, 'tags:editor.loadFailed')}</p>}
        <BackLink />
      </Alert>
    );
  }
  const tag = tagQuery.data;
  return (
    <>
      <TagForm key={tag.updatedAt} tag={tag} />
      {/* The saved mode decides: the panel follows the tag as stored, not the unsaved choice in the form. */}
      {tag.verification !== 'off' && <ChipPanel tag={tag} />}
    </>
  );
}

function CreateTag() {
  const { t } = useTranslation('tags');
  const { user } = useAuth();
  const tagsQuery = useTags();
  if (tagsQuery.isPending) return <LoadingState label={t('tags:editor.loading')} />;
  const creation = getTagCreation(user, tagsQuery.data?.length ?? 0);
  // Whoever may choose the plan is led to the plan choice; others are told who can.
  const canChoosePlan = hasTeamRole(user, teamAreas.billing);
  const planChoice = canChoosePlan ? (
    <LinkButton to={paths.billing} className="mt-3">
      {t('tags:list.choosePlan')}
    </LinkButton>
  ) : (
    <p className="mt-1">{t('tags:list.askOwner')}</p>
  );
  if (creation.kind === 'needsPlan') {
    return (
      <Alert tone="info" title={t('tags:editor.needsPlanTitle')}>
        <p>{t('tags:editor.needsPlan')}</p>
        {planChoice}
      </Alert>
    );
  }
  if (creation.kind === 'limitReached') {
    return (
      <Alert tone="warning" title={t('tags:list.limitReachedTitle')}>
        <p>{t('tags:list.limitReached', { count: creation.limit })}</p>
        <div className="flex flex-wrap gap-2">
          {planChoice}
          <BackLink />
        </div>
      </Alert>
    );
  }
  return <TagForm tag={null} />;
}

export default function TagEditorPage() {
  const { t } = useTranslation('tags');
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {id ? t('tags:editor.editTitle') : t('tags:editor.createTitle')}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('tags:editor.subtitle')}</p>
      </div>
      {id ? <EditTag id={id} /> : <CreateTag />}
    </div>
  );
}
