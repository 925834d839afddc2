import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { PageMeta } from '../../../components/page-meta';
import { LoadingState } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useCardTemplates } from '../api/get-card-templates';
import { CardTemplateForm } from '../components/card-template-form';

function EditCardTemplate({ id }: { id: string }) {
  const { t } = useTranslation(['team', 'translation']);
  const templatesQuery = useCardTemplates();
  if (templatesQuery.isPending) return <LoadingState label={t('team:templates.editor.loading')} />;
  if (templatesQuery.isError) {
    return (
      <Alert tone="error" title={t('team:templates.page.errorTitle')}>
        <p>{getErrorMessage(templatesQuery.error, 'team:templates.page.errorFallback')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void templatesQuery.refetch()}>
          {t('translation:common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const template = templatesQuery.data.find((item) => item.id === id);
  if (!template) {
    return (
      <Alert tone="error" title={t('team:templates.editor.notFoundTitle')}>
        <p>{t('team:templates.editor.notFound')}</p>
        <LinkButton to={paths.teamTemplates} variant="secondary" className="mt-3">
          {t('team:templates.editor.back')}
        </LinkButton>
      </Alert>
    );
  }
  return <CardTemplateForm key={template.id} template={template} />;
}

/** /settings/team/templates/new creates a card template; /settings/team/templates/edit/:id edits one. */
export default function CardTemplateEditorPage() {
  const { t } = useTranslation('team');
  const { id } = useParams();
  const title = id ? t('team:templates.editor.editTitle') : t('team:templates.editor.createTitle');
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageMeta title={title} description={t('team:templates.editor.subtitle')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('team:templates.editor.subtitle')}</p>
      </div>
      {id ? <EditCardTemplate id={id} /> : <CardTemplateForm template={null} />}
    </div>
  );
}
