import {
  type CustomerOrder,
  customerOrderStatuses,
  ORDER_HISTORY_PAGE_SIZE,
  type OrderHistoryQuery,
  orderHistoryQuerySchema,
} from '@nfc/contract/orders';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { SelectField } from '../../../components/field';
import { PageMeta } from '../../../components/page-meta';
import { getPageRange, Pagination } from '../../../components/pagination';
import { LoadingState } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useOrderHistory } from '../api/get-order-history';
import { OrderCard } from '../components/order-card';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { getStatusLabelKey } from '../lib/order-labels';

const sortOptions = ['date', 'amount', 'status'] as const;
const allStatuses = 'all';
/** Values the address leaves out. */
const queryDefaults = { status: allStatuses, sortBy: 'date', page: '1' } as const;

/** Filter, sort and page live in the address, so back, reload and shared links keep them. */
function readQuery(params: URLSearchParams): OrderHistoryQuery {
  const parsed = orderHistoryQuerySchema.safeParse({
    page: params.get('page') ?? undefined,
    status: params.get('status') ?? undefined,
    sortBy: params.get('sortBy') ?? undefined,
  });
  const query = parsed.success ? parsed.data : orderHistoryQuerySchema.parse({});
  return { ...query, limit: ORDER_HISTORY_PAGE_SIZE };
}

export default function OrderHistoryPage() {
  const { t } = useTranslation('orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readQuery(searchParams);
  const history = useOrderHistory(query);
  const [detailsOrder, setDetailsOrder] = useState<CustomerOrder | null>(null);

  const updateQuery = (changes: Partial<Record<keyof typeof queryDefaults, string | number>>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      const text = String(value);
      if (text === queryDefaults[key as keyof typeof queryDefaults]) next.delete(key);
      else next.set(key, text);
    }
    // A new filter or sort order starts again at the first page.
    if (!('page' in changes)) next.delete('page');
    setSearchParams(next);
  };

  const changePage = (page: number) => {
    updateQuery({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const data = history.data;

  let content: ReactNode;
  if (history.isError) {
    content = (
      <Alert tone="error" title={t('orders:history.error.title')}>
        <p>{getErrorMessage(history.error, 'orders:history.error.fallback')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void history.refetch()}>
          {t('orders:history.error.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (!data) {
    content = <LoadingState label={t('orders:history.loading')} />;
  } else if (data.orders.length === 0) {
    content = (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-600 dark:bg-slate-800">
        {data.totalCount > 0 ? (
          <>
            <p className="font-semibold text-slate-900 dark:text-white">{t('orders:history.empty.pageTitle')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => changePage(1)}>
              {t('orders:history.empty.firstPage')}
            </Button>
          </>
        ) : query.status ? (
          <>
            <p className="font-semibold text-slate-900 dark:text-white">{t('orders:history.empty.filteredTitle')}</p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t('orders:history.empty.filteredText', { status: t(getStatusLabelKey(query.status)) })}
            </p>
            <Button variant="secondary" className="mt-4" onClick={() => updateQuery({ status: allStatuses })}>
              {t('orders:history.empty.clearFilter')}
            </Button>
          </>
        ) : (
          <>
            <p className="font-semibold text-slate-900 dark:text-white">{t('orders:history.empty.title')}</p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('orders:history.empty.text')}</p>
            <LinkButton to={paths.orderFobs} className="mt-4">
              {t('orders:history.empty.firstOrder')}
            </LinkButton>
          </>
        )}
      </div>
    );
  } else {
    const range = getPageRange(data.currentPage, query.limit, data.totalCount);
    content = (
      <div className="space-y-6">
        <ul
          aria-busy={history.isPlaceholderData || undefined}
          className={`space-y-4 transition-opacity ${history.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} onViewDetails={setDetailsOrder} />
            </li>
          ))}
        </ul>
        <Pagination
          currentPage={data.currentPage}
          totalPages={data.totalPages}
          onPageChange={changePage}
          isDisabled={history.isPlaceholderData}
          summary={t('orders:history.pagination.summary', { ...range, total: data.totalCount })}
          labels={{
            navigation: t('orders:history.pagination.label'),
            previous: t('orders:history.pagination.previous'),
            next: t('orders:history.pagination.next'),
            page: (page) => t('orders:history.pagination.page', { page }),
          }}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <PageMeta title={t('orders:history.title')} description={t('orders:history.subtitle')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('orders:history.title')}
          </h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {data ? t('orders:history.count', { count: data.totalCount }) : t('orders:history.subtitle')}
          </p>
        </div>
        <LinkButton to={paths.orderFobs}>{t('orders:history.newOrder')}</LinkButton>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('orders:history.filter.status')}
          value={query.status ?? allStatuses}
          onChange={(event) => updateQuery({ status: event.target.value })}
        >
          <option value={allStatuses}>{t('orders:history.filter.all')}</option>
          {customerOrderStatuses.map((status) => (
            <option key={status} value={status}>
              {t(getStatusLabelKey(status))}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('orders:history.filter.sortBy')}
          value={query.sortBy}
          onChange={(event) => updateQuery({ sortBy: event.target.value })}
        >
          {sortOptions.map((option) => (
            <option key={option} value={option}>
              {t(`orders:history.sort.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {content}
      <OrderDetailsDialog order={detailsOrder} onClose={() => setDetailsOrder(null)} />
    </div>
  );
}
