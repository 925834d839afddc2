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
import { getOrganisationSearchText, groupByOrganisation } from '../lib/organisation-groups';
import { searchAndPaginate } from '../lib/table-view';

export const USERS_PAGE_SIZE = 10;
const COLUMN_COUNT = 8;

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

  // Plan, quota, activation and seats are the organisation's (decision 017): users are shown in their organisation.
  const organisations = useMemo(() => groupByOrganisation(users.data ?? []), [users.data]);
  const view = searchAndPaginate(organisations, {
    query,
    page,
    pageSize: USERS_PAGE_SIZE,
    getSearchText: getOrganisationSearchText,
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
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('users.organisationCount', { count: organisations.length })} ·{' '}
            {t('users.count', { count: users.data.length })}
          </p>
        )}
      </div>

      {users.isPending ? (
        <LoadingState label={t('users.loading')} />
      ) : users.isError ? (
        <LoadError error={users.error} fallbackKey="admin:users.loadFailed" onRetry={() => void users.refetch()} />
      ) : (
        <>
          <AdminTable caption={t('users.groupedCaption')}>
            <TableHead>
              <th scope="col" className={thClass}>
                {t('users.columns.organisation')}
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
                {t('users.columns.seats')}
              </th>
              <th scope="col" className={thClass}>
                {t('users.columns.activation')}
              </th>
              <th scope="col" className={thClass}>
                {t('users.columns.subscription')}
              </th>
              <th scope="col" className={thClass}>
                <span className="sr-only">{t('users.columns.actions')}</span>
              </th>
            </TableHead>
            <TableBody>
              {view.items.length === 0 && (
                <EmptyRow colSpan={COLUMN_COUNT}>{query ? t('users.noMatches') : t('users.empty')}</EmptyRow>
              )}
              {view.items.map((group) => {
                const { owner } = group;
                const isAdminOrganisation = group.members.some((member) => member.role === 'admin');
                const organisationName = group.name ?? t('users.noOrganisation');
                return (
                  <Fragment key={group.id}>
                    <tr className="border-t-2 border-slate-200 bg-slate-50/70 dark:border-slate-700 dark:bg-slate-800/50">
                      <th scope="row" className={`${tdClass} text-left font-normal`}>
                        <span className="block font-semibold text-slate-900 wrap-anywhere dark:text-white">
                          {organisationName}
                        </span>
                        <span className="block text-slate-600 wrap-anywhere dark:text-slate-400">
                          {t('users.owner', { email: owner.email })}
                        </span>
                      </th>
                      <td className={tdClass}>{owner.planName ?? t('users.noPlan')}</td>
                      <td className={`${tdClass} whitespace-nowrap`}>
                        <QuotaText user={owner} />
                      </td>
                      <td className={`${tdClass} whitespace-nowrap tabular-nums`}>{owner.currentVcfCount}</td>
                      <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                        {owner.seatLimit === null
                          ? t('users.seatsUnlimited', { used: owner.seatsUsed ?? group.members.length })
                          : t('users.seats', {
                              used: owner.seatsUsed ?? group.members.length,
                              limit: owner.seatLimit ?? '–',
                            })}
                      </td>
                      <td className={tdClass}>
                        <Badge tone={owner.isAccountActive ? 'success' : 'warning'}>
                          {owner.isAccountActive ? t('users.active') : t('users.inactive')}
                        </Badge>
                      </td>
                      <td className={tdClass}>
                        <SubscriptionBadge user={owner} />
                      </td>
                      <td className={`${tdClass} whitespace-nowrap`}>
                        <Button
                          variant="secondary"
                          className="px-3 py-1.5"
                          disabled={isAdminOrganisation || editingId === owner.id}
                          onClick={(event) => {
                            editButton.current = event.currentTarget;
                            setEditingId(owner.id);
                          }}
                        >
                          {t('users.editOrganisation')}
                          <span className="sr-only"> {organisationName}</span>
                        </Button>
                        {isAdminOrganisation && (
                          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('users.adminLocked')}</p>
                        )}
                      </td>
                    </tr>
                    {group.members.map((user) => {
                      const isExpanded = expandedId === user.id;
                      const detailsId = `user-details-${user.id}`;
                      return (
                        <Fragment key={user.id}>
                          <tr className="hover:bg-slate-50 dark:hover:bg-slate-800/60">
                            <th scope="row" className={`${tdClass} pl-8 text-left font-normal`}>
                              <span className="block font-medium text-slate-900 wrap-anywhere dark:text-white">
                                {user.email}
                              </span>
                              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                                <TeamRoleBadge role={user.teamRole} />
                                {user.role === 'admin' && <Badge tone="info">{t('users.roles.admin')}</Badge>}
                              </span>
                            </th>
                            <td className={tdClass} colSpan={COLUMN_COUNT - 2}>
                              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                                <Badge tone={user.isEmailVerified ? 'success' : 'neutral'}>
                                  {user.isEmailVerified ? t('users.verified') : t('users.unverified')}
                                </Badge>
                                <span className="text-slate-700 dark:text-slate-300">
                                  {t('users.registeredOn', { date: formatDate(user.createdAt, i18n.language) })}
                                </span>
                              </span>
                            </td>
                            <td className={`${tdClass} whitespace-nowrap`}>
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
