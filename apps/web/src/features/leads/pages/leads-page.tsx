import { LEADS_PAGE_SIZE, type Lead } from '@nfc/contract/leads';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LinkButton } from '../../../components/button';
import { TextField } from '../../../components/field';
import {
  DeleteConfirmDialog,
  EmptyState,
  EmptyStateIcon,
  ListLoadError,
  ListPage,
} from '../../../components/list-page';
import { PageMeta } from '../../../components/page-meta';
import { getPageRange, Pagination } from '../../../components/pagination';
import { LoadingState } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteConfirmation } from '../../../lib/use-delete-confirmation';
import { useDeleteLead } from '../api/delete-lead';
import { useExportLeads } from '../api/export-leads';
import { useLeads } from '../api/get-leads';
import { LeadsTable } from '../components/leads-table';

const SEARCH_DELAY_MS = 300;

/** Everyone who shared their details on the user's public cards: search, export as CSV, delete. */
export default function LeadsPage() {
  const { t } = useTranslation(['leads', 'translation']);
  const [searchInput, setSearchInput] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const leadsQuery = useLeads({ search, page, pageSize: LEADS_PAGE_SIZE });
  const exportLeads = useExportLeads();
  const deleteLead = useDeleteLead();
  const deletion = useDeleteConfirmation<Lead>({
    remove: (lead) => deleteLead.mutateAsync(lead.id),
    onDeleted: (lead) => {
      toast.success(t('leads:delete.success', { name: lead.name }));
      // The last lead of a later page gone: show the page before it.
      if (leadsQuery.data?.leads.length === 1 && page > 1) setPage(page - 1);
    },
    failureKey: 'leads:delete.failed',
  });

  const changeSearch = (value: string) => {
    setSearchInput(value);
    setPage(1);
  };
  const runExport = () =>
    exportLeads.mutate(search, {
      onError: (error) => toast.error(getErrorMessage(error, 'leads:list.exportFailed')),
    });

  const data = leadsQuery.data;
  let content: ReactNode;
  if (leadsQuery.isError && !data) {
    content = (
      <ListLoadError
        title={t('leads:list.errorTitle')}
        message={getErrorMessage(leadsQuery.error, 'leads:list.errorFallback')}
        onRetry={() => void leadsQuery.refetch()}
      />
    );
  } else if (!data) {
    content = <LoadingState label={t('leads:list.loading')} />;
  } else if (data.totalCount === 0 && !search) {
    content = (
      <EmptyState
        icon={
          <EmptyStateIcon strokeLinecap="round" strokeLinejoin="round">
            <path d="M15 19a6 6 0 0 0-12 0M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm10-3v6m3-3h-6" />
          </EmptyStateIcon>
        }
        title={t('leads:list.emptyTitle')}
        text={t('leads:list.emptyText')}
        action={
          <LinkButton to={paths.vcards} variant="secondary" className="mt-6">
            {t('leads:list.toVcards')}
          </LinkButton>
        }
      />
    );
  } else if (data.leads.length === 0) {
    content = (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900">
        <h2 className="font-semibold text-slate-900 dark:text-white">{t('leads:list.noMatchesTitle')}</h2>
        <p className="mt-1 text-sm text-slate-700 wrap-anywhere dark:text-slate-300">
          {t('leads:list.noMatches', { search })}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => changeSearch('')}>
          {t('leads:list.clearSearch')}
        </Button>
      </div>
    );
  } else {
    const range = getPageRange(data.currentPage, LEADS_PAGE_SIZE, data.totalCount);
    content = (
      <div
        aria-busy={leadsQuery.isPlaceholderData || undefined}
        className={`space-y-6 transition-opacity ${leadsQuery.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        <LeadsTable leads={data.leads} onDelete={deletion.ask} />
        <Pagination
          currentPage={data.currentPage}
          totalPages={data.totalPages}
          onPageChange={setPage}
          isDisabled={leadsQuery.isPlaceholderData}
          summary={t('leads:list.summary', { start: range.start, end: range.end, total: data.totalCount })}
          labels={{
            navigation: t('leads:list.pagination.navigation'),
            previous: t('leads:list.pagination.previous'),
            next: t('leads:list.pagination.next'),
            page: (number) => t('leads:list.pagination.page', { page: number }),
          }}
        />
      </div>
    );
  }

  return (
    <ListPage
      title={t('leads:list.title')}
      subtitle={t('leads:list.subtitle')}
      actions={
        <Button
          variant="secondary"
          onClick={runExport}
          isLoading={exportLeads.isPending}
          disabled={!data || data.totalCount === 0}
        >
          {exportLeads.isPending ? t('leads:list.exporting') : t('leads:list.exportCsv')}
        </Button>
      }
    >
      <PageMeta title={t('leads:list.title')} description={t('leads:list.subtitle')} />
      <div className="w-full sm:max-w-sm">
        <TextField
          type="search"
          label={t('leads:list.search')}
          placeholder={t('leads:list.searchPlaceholder')}
          maxLength={100}
          value={searchInput}
          onChange={(event) => changeSearch(event.target.value)}
        />
      </div>

      {content}

      <DeleteConfirmDialog
        deletion={deletion}
        isDeleting={deleteLead.isPending}
        title={t('leads:delete.title')}
        message={(lead) => t('leads:delete.message', { name: lead.name })}
        confirmLabel={t('leads:delete.confirm')}
        cancelLabel={t('leads:delete.cancel')}
      />
    </ListPage>
  );
}
