import type { AdminUser } from '@nfc/contract/admin';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { LoadingState } from '../../../components/spinner';
import { formatDate } from '../../../lib/format';
import { useAdminPlans } from '../api/get-admin-plans';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminPage } from '../components/admin-page';
import { AdminTable, EmptyRow, TableBody, TableHead, tdClass, thClass } from '../components/admin-table';
import { Badge } from '../components/badge';
import { LoadError, useLoadErrorToast } from '../components/load-error';
import { Pagination } from '../components/pagination';
import { UserDetails } from '../components/user-details';
import { UserEditDialog } from '../components/user-edit-dialog';
import { QuotaText, SubscriptionBadge, TeamRoleBadge } from '../components/user-status';
import { searchAndPaginate } from '../lib/table-view';

export const USERS_PAGE_SIZE = 10;
const COLUMN_COUNT = 9;

const getUserSearchText = (user: AdminUser) => [user.email, user.organisationName];

export default function AdminUsersPage() {
  const { t, i18n } = useTranslation('admin');
  const users = useAdminUsers();
  const plans = useAdminPlans();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement | null>(null);
  // A counter, not a flag: the dialog may report its closing twice in one batch.
  const [refocusRequest, setRefocusRequest] = useState(0);

  // The edit button is disabled while its user is edited, so the browser cannot hand the focus back to it
  // when the dialog closes on Escape; it is given back here once the button is enabled again.
  useEffect(() => {
    if (refocusRequest > 0) editButton.current?.focus();
  }, [refocusRequest]);

  const closeEditor = () => {
    setEditingId(null);
    setRefocusRequest((count) => count + 1);
  };

  useLoadErrorToast(users.error, 'admin:users.loadFailed', 'admin-users-load');
  useLoadErrorToast(plans.error, 'admin:plans.loadFailed', 'admin-plans-load');

  const view = searchAndPaginate(users.data ?? [], {
    query,
    page,
    pageSize: USERS_PAGE_SIZE,
    getSearchText: getUserSearchText,
  });
  const planNames = useMemo(() => new Map((plans.data ?? []).map((plan) => [plan.id, plan.name])), [plans.data]);
  const editingUser = users.data?.find((user) => user.id === editingId) ?? null;

  return (
    <AdminPage title={t('users.title')} description={t('users.description')}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-full sm:max-w-sm">
          <TextField
            type="search"
            label={t('users.search')}
            placeholder={t('users.searchPlaceholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
          />
        </div>
        {users.data && (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('users.count', { count: users.data.length })}</p>
        )}
      </div>

      {users.isPending ? (
        <LoadingState label={t('users.loading')} />
      ) : users.isError ? (
        <LoadError error={users.error} fallbackKey="admin:users.loadFailed" onRetry={() => void users.refetch()} />
      ) : (
        <>
          <AdminTable caption={t('users.caption')}>
            <TableHead>
              <th scope="col" className={thClass}>
                {t('users.columns.user')}
              </th>
              <th scope="col" className={thClass}>
                {t('users.columns.plan')}
              </th>
              <th scope="col" className={thClass}>
                {t('users.columns.quota')}
              </th>
              <th scope="col" className={thClass}>
                {t('users.columns.tagsUsed')}
              </th>
              <th scope="col" className={thClass}>
                {t('users.columns.activation')}
              </th>
              <th scope="col" className={thClass}>
                {t('users.columns.verification')}
              </th>
              <th scope="col" className={thClass}>
                {t('users.columns.subscription')}
              </th>
              <th scope="col" className={thClass}>
                {t('users.columns.createdAt')}
              </th>
              <th scope="col" className={thClass}>
                <span className="sr-only">{t('users.columns.actions')}</span>
              </th>
            </TableHead>
            <TableBody>
              {view.items.length === 0 && (
                <EmptyRow colSpan={COLUMN_COUNT}>{query ? t('users.noMatches') : t('users.empty')}</EmptyRow>
              )}
              {view.items.map((user) => {
                const isAdmin = user.role === 'admin';
                const isExpanded = expandedId === user.id;
                const detailsId = `user-details-${user.id}`;
                return (
                  <Fragment key={user.id}>
                    <tr className="hover:bg-slate-50 dark:hover:bg-slate-800/60">
                      <th scope="row" className={`${tdClass} text-left font-normal`}>
                        <span className="block font-medium text-slate-900 wrap-anywhere dark:text-white">
                          {user.email}
                        </span>
                        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 dark:text-slate-400">
                          {user.organisationName ?? t('users.noOrganisation')}
                          <TeamRoleBadge role={user.teamRole} />
                        </span>
                        {isAdmin && (
                          <span className="mt-1 inline-block">
                            <Badge tone="info">{t('users.roles.admin')}</Badge>
                          </span>
                        )}
                      </th>
                      <td className={tdClass}>{user.planName ?? t('users.noPlan')}</td>
                      <td className={`${tdClass} whitespace-nowrap`}>
                        <QuotaText user={user} />
                      </td>
                      <td className={`${tdClass} whitespace-nowrap tabular-nums`}>{user.currentVcfCount}</td>
                      <td className={tdClass}>
                        <Badge tone={user.isAccountActive ? 'success' : 'warning'}>
                          {user.isAccountActive ? t('users.active') : t('users.inactive')}
                        </Badge>
                      </td>
                      <td className={tdClass}>
                        <Badge tone={user.isEmailVerified ? 'success' : 'neutral'}>
                          {user.isEmailVerified ? t('users.verified') : t('users.unverified')}
                        </Badge>
                      </td>
                      <td className={tdClass}>
                        <SubscriptionBadge user={user} />
                      </td>
                      <td className={`${tdClass} whitespace-nowrap`}>{formatDate(user.createdAt, i18n.language)}</td>
                      <td className={`${tdClass} whitespace-nowrap`}>
                        <div className="flex flex-wrap items-center gap-2">
                          <Button
                            variant="secondary"
                            className="px-3 py-1.5"
                            disabled={isAdmin || editingId === user.id}
                            onClick={(event) => {
                              editButton.current = event.currentTarget;
                              setEditingId(user.id);
                            }}
                          >
                            {t('actions.edit')}
                            <span className="sr-only"> {user.email}</span>
                          </Button>
                          <Button
                            variant="ghost"
                            className="px-3 py-1.5"
                            aria-expanded={isExpanded}
                            aria-controls={isExpanded ? detailsId : undefined}
                            onClick={() => setExpandedId(isExpanded ? null : user.id)}
                          >
                            {isExpanded ? t('users.hideDetails') : t('users.showDetails')}
                            <span className="sr-only"> {user.email}</span>
                          </Button>
                        </div>
                        {isAdmin && (
                          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('users.adminLocked')}</p>
                        )}
                      </td>
                    </tr>
                    {isExpanded && (
                      <tr id={detailsId} className="bg-slate-50 dark:bg-slate-800/40">
                        <td colSpan={COLUMN_COUNT} className="px-3 py-4">
                          <UserDetails user={user} planNames={planNames} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </TableBody>
          </AdminTable>
          <Pagination page={view} onPageChange={setPage} label={t('users.pagination')} />
        </>
      )}

      <UserEditDialog user={editingUser} plans={plans.data ?? []} onClose={closeEditor} />
    </AdminPage>
  );
}
