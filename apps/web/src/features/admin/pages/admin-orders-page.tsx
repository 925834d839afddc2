import { type AdminOrder, type AdminOrderStatus, adminOrderStatuses } from '@nfc/contract/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { LoadingState } from '../../../components/spinner';
import { formatCurrency } from '../../../lib/format';
import { useAdminOrders } from '../api/get-admin-orders';
import { AdminPage } from '../components/admin-page';
import { AdminTable, EmptyRow, TableBody, TableHead, tdClass, thClass } from '../components/admin-table';
import { Badge } from '../components/badge';
import { LoadError, useLoadErrorToast } from '../components/load-error';
import { OrderStatusBadge, useProductLabel } from '../components/order-labels';
import { OrderStatusDialog } from '../components/order-status-dialog';
import { Pagination } from '../components/pagination';
import { formatDateTime } from '../lib/format';
import { searchAndPaginate } from '../lib/table-view';

export const ORDERS_PAGE_SIZE = 10;
const COLUMN_COUNT = 8;

const getOrderSearchText = (order: AdminOrder) => [order.orderNumber, order.userEmail];

export default function AdminOrdersPage() {
  const { t, i18n } = useTranslation('admin');
  const orders = useAdminOrders();
  const productLabel = useProductLabel();
  const [status, setStatus] = useState<AdminOrderStatus | ''>('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);

  useLoadErrorToast(orders.error, 'admin:orders.loadFailed', 'admin-orders-load');

  const filtered = (orders.data ?? []).filter((order) => !status || order.status === status);
  const view = searchAndPaginate(filtered, {
    query,
    page,
    pageSize: ORDERS_PAGE_SIZE,
    getSearchText: getOrderSearchText,
  });
  const openOrder = orders.data?.find((order) => order.id === openId) ?? null;
  const isFiltered = Boolean(status || query.trim());

  return (
    <AdminPage title={t('orders.title')} description={t('orders.description')}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,24rem)] sm:items-end">
        <SelectField
          label={t('orders.filterStatus')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AdminOrderStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('orders.allStatuses')}</option>
          {adminOrderStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`orders.statuses.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          type="search"
          label={t('orders.search')}
          placeholder={t('orders.searchPlaceholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
      </div>

      {orders.isPending ? (
        <LoadingState label={t('orders.loading')} />
      ) : orders.isError ? (
        <LoadError error={orders.error} fallbackKey="admin:orders.loadFailed" onRetry={() => void orders.refetch()} />
      ) : (
        <>
          <AdminTable caption={t('orders.caption')}>
            <TableHead>
              <th scope="col" className={thClass}>
                {t('orders.columns.order')}
              </th>
              <th scope="col" className={thClass}>
                {t('orders.columns.customer')}
              </th>
              <th scope="col" className={thClass}>
                {t('orders.columns.product')}
              </th>
              <th scope="col" className={thClass}>
                {t('orders.columns.country')}
              </th>
              <th scope="col" className={thClass}>
                {t('orders.columns.total')}
              </th>
              <th scope="col" className={thClass}>
                {t('orders.columns.status')}
              </th>
              <th scope="col" className={thClass}>
                {t('orders.columns.logo')}
              </th>
              <th scope="col" className={thClass}>
                <span className="sr-only">{t('orders.columns.actions')}</span>
              </th>
            </TableHead>
            <TableBody>
              {view.items.length === 0 && (
                <EmptyRow colSpan={COLUMN_COUNT}>{isFiltered ? t('orders.noMatches') : t('orders.empty')}</EmptyRow>
              )}
              {view.items.map((order) => (
                <tr key={order.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/60">
                  <th scope="row" className={`${tdClass} text-left font-normal whitespace-nowrap`}>
                    <span className="block font-mono font-medium text-slate-900 dark:text-white">
                      {order.orderNumber}
                    </span>
                    <span className="block text-slate-600 dark:text-slate-400">
                      {formatDateTime(order.createdAt, i18n.language)}
                    </span>
                  </th>
                  <td className={tdClass}>
                    <span className="block wrap-anywhere">{order.userEmail}</span>
                    {order.organisationName && (
                      <span className="block text-slate-600 dark:text-slate-400">{order.organisationName}</span>
                    )}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <span className="block">{productLabel(order.productType)}</span>
                    <span className="block text-slate-600 dark:text-slate-400">
                      {t('orders.quantity', { count: order.quantity })}
                    </span>
                    {order.verifiedTaps && (
                      <span className="mt-1 block">
                        <Badge tone="info">{t('orders.verifiedTaps.badge')}</Badge>
                      </span>
                    )}
                  </td>
                  <td className={tdClass}>
                    <span className="block">{order.shippingCountry}</span>
                    {order.deliveryAddress && (
                      <span className="block text-slate-600 dark:text-slate-400">
                        {`${order.deliveryAddress.plz} ${order.deliveryAddress.city}`}
                      </span>
                    )}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                    {formatCurrency(order.totalAmount, order.currency, i18n.language)}
                  </td>
                  <td className={tdClass}>
                    <OrderStatusBadge status={order.status} />
                    {order.trackingNumber && (
                      <span className="mt-1 block font-mono text-xs text-slate-600 dark:text-slate-400">
                        {order.trackingNumber}
                      </span>
                    )}
                  </td>
                  <td className={tdClass}>
                    <Badge tone={order.logoUploaded ? 'info' : 'neutral'}>
                      {order.logoUploaded ? t('orders.logo.uploaded') : t('orders.logo.none')}
                    </Badge>
                  </td>
                  <td className={tdClass}>
                    <Button
                      variant="secondary"
                      className="px-3 py-1.5 whitespace-nowrap"
                      onClick={() => setOpenId(order.id)}
                    >
                      {t('orders.manage')}
                      <span className="sr-only"> {order.orderNumber}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </TableBody>
          </AdminTable>
          <Pagination page={view} onPageChange={setPage} label={t('orders.pagination')} />
        </>
      )}

      <OrderStatusDialog order={openOrder} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
