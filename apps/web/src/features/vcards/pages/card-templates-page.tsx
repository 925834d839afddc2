import type { CardTemplate } from '@nfc/contract/card-templates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/button';
import {
  DeleteConfirmDialog,
  EmptyState,
  EmptyStateIcon,
  ListLoadError,
  ListPage,
} from '../../../components/list-page';
import { PageMeta } from '../../../components/page-meta';
import { LoadingState } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteConfirmation } from '../../../lib/use-delete-confirmation';
import { useDeleteCardTemplate } from '../api/delete-card-template';
import { useCardTemplates } from '../api/get-card-templates';
import { useTeamSettings } from '../api/get-team-settings';
import { CardTemplateItem } from '../components/card-template-item';
import { TemplateSettingsForm } from '../components/template-settings-form';

function NewTemplateButton() {
  const { t } = useTranslation('team');
  return (
    <LinkButton to={paths.teamTemplateNew}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M12 5v14M5 12h14" strokeLinecap="round" />
      </svg>
      {t('team:templates.page.new')}
    </LinkButton>
  );
}

/** The organisation's card templates (owner and admins): shared values and locks for the cards made from them. */
export default function CardTemplatesPage() {
  const { t } = useTranslation(['team', 'translation']);
  const templatesQuery = useCardTemplates();
  const settingsQuery = useTeamSettings();
  const deleteTemplate = useDeleteCardTemplate();
  const deletion = useDeleteConfirmation<CardTemplate>({
    remove: (template) => deleteTemplate.mutateAsync(template.id),
    onDeleted: (template) => toast.success(t('team:templates.delete.success', { name: template.name })),
    failureKey: 'team:templates.delete.failed',
  });

  let content: ReactNode;
  if (templatesQuery.isPending) {
    content = <LoadingState label={t('team:templates.page.loading')} />;
  } else if (templatesQuery.isError) {
    content = (
      <ListLoadError
        title={t('team:templates.page.errorTitle')}
        message={getErrorMessage(templatesQuery.error, 'team:templates.page.errorFallback')}
        onRetry={() => void templatesQuery.refetch()}
      />
    );
  } else if (templatesQuery.data.length === 0) {
    content = (
      <EmptyState
        icon={
          <EmptyStateIcon>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="M3 9h18M7 13h5M7 16h3" strokeLinecap="round" />
            <path d="M16 13.5h3v3.5h-3zM16.5 13.5v-1a1 1 0 0 1 2 0v1" strokeLinejoin="round" />
          </EmptyStateIcon>
        }
        title={t('team:templates.empty.title')}
        text={t('team:templates.empty.text')}
        action={
          <div className="mt-6 flex justify-center">
            <NewTemplateButton />
          </div>
        }
      />
    );
  } else {
    content = (
      <div className="space-y-6">
        {settingsQuery.isSuccess && (
          <TemplateSettingsForm
            // A new default (a deleted template clears it) starts the form afresh.
            key={`${settingsQuery.data.defaultTemplateId}:${settingsQuery.data.requireTemplate}`}
            settings={settingsQuery.data}
            templates={templatesQuery.data}
          />
        )}
        {settingsQuery.isError && (
          <ListLoadError
            title={t('team:templates.settings.loadFailed')}
            message={getErrorMessage(settingsQuery.error, 'team:templates.settings.loadFailed')}
            onRetry={() => void settingsQuery.refetch()}
          />
        )}
        <ul aria-label={t('team:templates.page.title')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {templatesQuery.data.map((template) => (
            <CardTemplateItem
              key={template.id}
              template={template}
              isDefault={template.id === settingsQuery.data?.defaultTemplateId}
              onDelete={deletion.ask}
            />
          ))}
        </ul>
      </div>
    );
  }

  return (
    <ListPage
      title={t('team:templates.page.title')}
      subtitle={t('team:templates.page.subtitle')}
      actions={
        <div className="flex flex-wrap gap-2">
          <LinkButton to={paths.team} variant="secondary">
            {t('team:templates.page.back')}
          </LinkButton>
          {templatesQuery.isSuccess && templatesQuery.data.length > 0 && <NewTemplateButton />}
        </div>
      }
    >
      <PageMeta title={t('team:templates.page.title')} description={t('team:templates.page.subtitle')} />
      {content}
      <DeleteConfirmDialog
        deletion={deletion}
        isDeleting={deleteTemplate.isPending}
        title={t('team:templates.delete.title')}
        message={(template) => t('team:templates.delete.message', { name: template.name, count: template.cardCount })}
        confirmLabel={t('team:templates.delete.confirm')}
        cancelLabel={t('team:templates.delete.cancel')}
      />
    </ListPage>
  );
}
