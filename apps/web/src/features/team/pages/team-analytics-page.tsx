import { managesTeam } from '@nfc/contract/team-roles';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { CustomRangeForm } from '../../../components/custom-range-form';
import { ListLoadError } from '../../../components/list-page';
import { PageMeta } from '../../../components/page-meta';
import { RangePicker } from '../../../components/range-picker';
import { LoadingState, Spinner } from '../../../components/spinner';
import { StatCard } from '../../../components/stat-card';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { type DayRange, formatDay, type RangeChoice, readRangeSearch } from '../../../lib/date-range';
import { getTeamRole } from '../../../lib/team-role';
import { toast } from '../../../lib/toast';
import { useExportTeamAnalytics } from '../api/export-team-analytics';
import { useTeamAnalytics } from '../api/get-team-analytics';
import { TeamAnalyticsTable } from '../components/team-analytics-table';
import { ViewsChart } from '../components/views-chart';
import {
  defaultMemberSort,
  getTeamTotals,
  getTopViewed,
  hasNoActivity,
  type MemberSort,
  sortMembers,
} from '../lib/team-analytics';

/** The chart shows this many members at most; the table holds everyone. */
const CHART_MEMBERS = 10;
const sectionHeading = 'text-lg font-semibold text-slate-900 dark:text-white';

/** Per member of the organisation (a member: only themselves) their cards and what visitors did with them. */
export default function TeamAnalyticsPage() {
  const { t, i18n } = useTranslation(['team', 'translation']);
  const { user } = useAuth();
  const isManager = managesTeam(getTeamRole(user));
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  // One range per address and day: the query key stays the same across renders.
  const today = new Date().toISOString().slice(0, 10);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new day starts a new range
  const range = useMemo(() => readRangeSearch(new URLSearchParams(search)), [search, today]);
  // "Custom" chosen but not applied yet: the fields show while the figures stay those of the address.
  const [isCustomOpen, setCustomOpen] = useState(false);
  const choice: RangeChoice = isCustomOpen ? 'custom' : range.choice;
  const [sort, setSort] = useState<MemberSort>(defaultMemberSort);
  const analyticsQuery = useTeamAnalytics({ from: range.from, to: range.to });
  const exportCsv = useExportTeamAnalytics();
  const analytics = analyticsQuery.data;

  const chooseRange = (next: RangeChoice) => {
    setCustomOpen(next === 'custom');
    if (next !== 'custom') setSearchParams({ days: String(next) }, { replace: true });
  };
  const applyCustomRange = (next: DayRange) => setSearchParams({ from: next.from, to: next.to }, { replace: true });
  const runExport = () => {
    if (!analytics) return;
    exportCsv.mutate(
      { from: analytics.from, to: analytics.to },
      { onError: (error) => toast.error(getErrorMessage(error, 'team:analytics.exportFailed')) },
    );
  };

  let content: ReactNode;
  if (analyticsQuery.isPending) {
    content = <LoadingState label={t('team:analytics.loading')} />;
  } else if (analyticsQuery.isError) {
    content = (
      <ListLoadError
        title={t('team:analytics.errorTitle')}
        message={getErrorMessage(analyticsQuery.error, 'team:analytics.errorFallback')}
        onRetry={() => void analyticsQuery.refetch()}
      />
    );
  } else {
    const { members } = analyticsQuery.data;
    const totals = getTeamTotals(members);
    const chartMembers = getTopViewed(members, CHART_MEMBERS, i18n.language);
    content = (
      <div className="space-y-6" aria-busy={analyticsQuery.isFetching || undefined}>
        <section aria-label={t('team:analytics.totals')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard
            label={t('team:analytics.columns.cards')}
            value={totals.cards}
            note={t('team:analytics.cardsNote')}
          />
          <StatCard label={t('team:analytics.columns.views')} value={totals.views} />
          <StatCard label={t('team:analytics.columns.saves')} value={totals.saves} />
          <StatCard label={t('team:analytics.columns.leads')} value={totals.leads} />
        </section>
        {hasNoActivity(totals) && (
          <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-8 text-center dark:border-slate-700 dark:bg-slate-900">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('team:analytics.emptyTitle')}</h2>
            <p className="mx-auto mt-2 max-w-md text-sm text-slate-700 dark:text-slate-300">
              {t('team:analytics.emptyText')}
            </p>
          </div>
        )}
        {members.length > 1 && chartMembers.length > 0 && (
          <Card className="p-5">
            <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t('team:analytics.chartTitle')}</h2>
            <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
              {t('team:analytics.chartNote', { count: chartMembers.length })}
            </p>
            <ViewsChart members={chartMembers} />
          </Card>
        )}
        <section aria-labelledby="team-analytics-members" className="space-y-3">
          <h2 id="team-analytics-members" className={sectionHeading}>
            {t('team:analytics.membersTitle')}
          </h2>
          <TeamAnalyticsTable
            members={sortMembers(members, sort, i18n.language)}
            sort={sort}
            onSortChange={setSort}
            callerId={user?.id}
          />
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageMeta title={t('team:analytics.title')} description={t('team:analytics.subtitle')} />
      <Link to={paths.team} className={`${textLink} inline-flex items-center gap-1 text-sm`}>
        <span aria-hidden="true">←</span> {t('team:analytics.back')}
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('team:analytics.title')}
          </h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {isManager ? t('team:analytics.subtitle') : t('team:analytics.subtitleOwn')}
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            {t('team:analytics.period', {
              from: formatDay(analytics?.from ?? range.from, i18n.language),
              to: formatDay(analytics?.to ?? range.to, i18n.language),
            })}
            {analyticsQuery.isFetching && !analyticsQuery.isPending && <Spinner size="sm" />}
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={runExport}
          isLoading={exportCsv.isPending}
          disabled={!analytics}
          className="self-start sm:self-auto"
        >
          {exportCsv.isPending ? t('team:analytics.exporting') : t('team:analytics.exportCsv')}
        </Button>
      </div>
      <div className="space-y-3">
        <RangePicker value={choice} onChange={chooseRange} hasCustom />
        {choice === 'custom' && (
          <CustomRangeForm initial={{ from: range.from, to: range.to }} onApply={applyCustomRange} />
        )}
      </div>
      {content}
    </div>
  );
}
