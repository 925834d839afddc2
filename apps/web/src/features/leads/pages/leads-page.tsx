import { LEADS_PAGE_SIZE, type Lead, type LeadsFilter, leadsFilterSchema } from '@nfc/contract/leads';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, LinkButton } from '../../../components/button';
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
import { filterParams, useLeads } from '../api/get-leads';
import { LeadDrawer } from '../components/lead-drawer';
import { LeadsBoard } from '../components/leads-board';
import { hasPipelineFilter, LeadsFilterBar } from '../components/leads-filter-bar';
import { LeadsTable } from '../components/leads-table';

const SEARCH_DELAY_MS = 300;

/** The filters, the page and the open lead from the address, so they survive a reload; a bad value is dropped. */
function readAddress(params: URLSearchParams) {
  const filter: LeadsFilter = {};
  for (const key of ['search', 'status', 'assigneeId', 'label', 'vcfConfigId', 'from', 'to'] as const) {
    const value = params.get(key);
    if (!value) continue;
    const parsed = leadsFilterSchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) Object.assign(filter, { [key]: parsed.data });
  }
  const page = Number(params.get('page'));
  return {
    filter,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    leadId: params.get('lead'),
    view: params.get('view') === 'board' ? ('board' as const) : ('list' as const),
  };
}

/** Everyone who shared their details on the user's public cards, as a sales pipeline: filter, work, export, delete. */
export default function LeadsPage() {
  const { t } = useTranslation(['leads', 'translation']);
  const [params, setParams] = useSearchParams();
  const { filter, page, leadId, view } = useMemo(() => readAddress(params), [params]);
  const [searchInput, setSearchInput] = useState(filter.search ?? '');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const leadsQuery = useLeads({ ...filter, page, pageSize: LEADS_PAGE_SIZE });
  const exportLeads = useExportLeads();
  const deleteLead = useDeleteLead();

  /** Writes filters, page and open lead into the address; a filter change starts again on page 1. */
  const navigate = (changes: {
    filter?: LeadsFilter;
    page?: number;
    leadId?: string | null;
    view?: 'list' | 'board';
  }) => {
    const next = new URLSearchParams(filterParams(changes.filter ?? filter));
    if ((changes.view ?? view) === 'board') next.set('view', 'board');
    const nextPage = changes.page ?? (changes.filter ? 1 : page);
    if (nextPage > 1) next.set('page', String(nextPage));
    const lead = changes.leadId === undefined ? leadId : changes.leadId;
    if (lead) next.set('lead', lead);
    // Opening a lead is a step Back undoes; filters, pages and closing replace the address.
    setParams(next, { replace: !changes.leadId });
  };
  const setPage = (next: number) => navigate({ page: next });
  const changeFilter = (changes: Partial<LeadsFilter>) => navigate({ filter: { ...filter, ...changes } });

  // The typed search reaches the address once the user pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search should write the address
  useEffect(() => {
    if ((filter.search ?? '') !== search) changeFilter({ search: search || undefined });
  }, [search]);

  const deletion = useDeleteConfirmation<Lead>({
    remove: (lead) => deleteLead.mutateAsync(lead.id),
    onDeleted: (lead) => {
      toast.success(t('leads:delete.success', { name: lead.name }));
      // The last lead of a later page gone: show the page before it.
      if (leadsQuery.data?.leads.length === 1 && page > 1) setPage(page - 1);
    },
    failureKey: 'leads:delete.failed',
  });

  const clearFilters = () => {
    setSearchInput('');
    navigate({ filter: {} });
  };
  const runExport = () =>
    exportLeads.mutate(filter, {
      onError: (error) => toast.error(getErrorMessage(error, 'leads:list.exportFailed')),
    });
  const isFiltered = Boolean(filter.search) || hasPipelineFilter(filter);

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
  } else if (data.totalCount === 0 && !isFiltered) {
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
          {filter.search ? t('leads:list.noMatches', { search: filter.search }) : t('leads:list.noFilterMatches')}
        </p>
        <Button variant="secondary" className="mt-4" onClick={clearFilters}>
          {hasPipelineFilter(filter) ? t('leads:filters.clear') : t('leads:list.clearSearch')}
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
        {view === 'board' ? (
          <LeadsBoard leads={data.leads} onOpen={(lead) => navigate({ leadId: lead.id })} />
        ) : (
          <LeadsTable leads={data.leads} onOpen={(lead) => navigate({ leadId: lead.id })} onDelete={deletion.ask} />
        )}
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
      <fieldset className="flex gap-1">
        <legend className="sr-only">{t('leads:board.view')}</legend>
        {(['list', 'board'] as const).map((option) => (
          <Button
            key={option}
            variant={view === option ? 'primary' : 'secondary'}
            aria-pressed={view === option}
            onClick={() => navigate({ view: option })}
          >
            {t(`leads:board.${option}`)}
          </Button>
        ))}
      </fieldset>
      <LeadsFilterBar
        searchInput={searchInput}
        onSearchInput={setSearchInput}
        filter={filter}
        onChange={changeFilter}
        onClear={clearFilters}
      />

      {content}

      <DeleteConfirmDialog
        deletion={deletion}
        isDeleting={deleteLead.isPending}
        title={t('leads:delete.title')}
        message={(lead) => t('leads:delete.message', { name: lead.name })}
        confirmLabel={t('leads:delete.confirm')}
        cancelLabel={t('leads:delete.cancel')}
      />
      <LeadDrawer leadId={leadId} onClose={() => navigate({ leadId: null })} />
    </ListPage>
  );
}
