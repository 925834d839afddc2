import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { RangePicker } from '../../../components/range-picker';
import { LoadingState, Spinner } from '../../../components/spinner';
import { StatCard } from '../../../components/stat-card';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { formatDay, getDateRange, parseRangeDays } from '../../../lib/date-range';
import { useTag } from '../api/get-tag';
import { useTagAnalytics } from '../api/get-tag-analytics';
import { RecentScans } from '../components/recent-scans';
import { RuleBreakdown } from '../components/rule-breakdown';
import { ScansChart } from '../components/scans-chart';
import { SourceSplit } from '../components/source-split';
import { TagFunnel } from '../components/tag-funnel';
import { TopList } from '../components/top-list';
import { VerificationCountsCard } from '../components/verification-counts';
import { getDisplayName } from '../lib/display-names';

export default function TagAnalyticsPage() {
  const { t, i18n } = useTranslation(['tags', 'translation']);
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const days = parseRangeDays(searchParams.get('days'));
  // One range per choice and day: the query key stays the same across renders.
  const today = new Date().toISOString().slice(0, 10);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new day starts a new range
  const range = useMemo(() => getDateRange(days), [days, today]);
  const tagQuery = useTag(id);
  const analyticsQuery = useTagAnalytics(id, range);
  const analytics = analyticsQuery.data;

  const backLink = (
    <Link to={paths.dashboard} className={`${textLink} inline-flex items-center gap-1 text-sm`}>
      <span aria-hidden="true">←</span> {t('tags:analytics.back')}
    </Link>
  );

  let content: ReactNode;
  if (analyticsQuery.isPending) {
    content = <LoadingState label={t('tags:analytics.loading')} />;
  } else if (analyticsQuery.isError) {
    const status = getErrorStatus(analyticsQuery.error);
    content =
      status === 403 ? (
        <Alert tone="info" title={t('tags:analytics.needsPlanTitle')}>
          <p>{getErrorMessage(analyticsQuery.error, 'tags:analytics.needsPlan')}</p>
          <LinkButton to={paths.pricing} className="mt-3">
            {t('tags:list.seePlans')}
          </LinkButton>
        </Alert>
      ) : status === 404 ? (
        <Alert tone="error" title={t('tags:editor.notFound')} />
      ) : (
        <Alert tone="error" title={t('tags:analytics.loadFailed')}>
          <p>{getErrorMessage(analyticsQuery.error, 'tags:analytics.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void analyticsQuery.refetch()}>
            {t('translation:common.tryAgain')}
          </Button>
        </Alert>
      );
  } else if (analytics) {
    const total = analytics.totalScans;
    const counts = analytics.verification;
    // Shown while the tag checks taps, and afterwards as long as the period holds checked scans.
    const hasVerification =
      (tagQuery.data !== undefined && tagQuery.data.verification !== 'off') ||
      counts.verified + counts.replayed + counts.invalid + counts.plain > 0;
    content = (
      <div className="space-y-6" aria-busy={analyticsQuery.isFetching || undefined}>
        <div className={`grid gap-4 ${analytics.refused > 0 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
          <StatCard label={t('tags:analytics.totalScans')} value={analytics.totalScans} />
          <StatCard
            label={t('tags:analytics.uniqueVisitors')}
            value={analytics.uniqueVisitors}
            note={t('tags:analytics.uniqueNote')}
          />
          {analytics.refused > 0 && (
            <StatCard
              label={t('tags:analytics.refused')}
              value={analytics.refused}
              note={t('tags:analytics.refusedNote')}
            />
          )}
        </div>
        {hasVerification && <VerificationCountsCard counts={counts} />}
        {total === 0 ? (
          <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('tags:analytics.emptyTitle')}</h2>
            <p className="mx-auto mt-2 max-w-md text-sm text-slate-700 dark:text-slate-300">
              {t('tags:analytics.emptyText')}
            </p>
          </div>
        ) : (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              <SourceSplit sources={analytics.sources} />
              <TagFunnel funnel={analytics.funnel} isCardPage={tagQuery.data?.actionType === 'VCARD_PAGE'} />
            </div>
            <Card className="p-5">
              <h2 className="mb-4 text-base font-semibold text-slate-900 dark:text-white">
                {t('tags:analytics.perDay')}
              </h2>
              <ScansChart series={analytics.series} />
            </Card>
            <div className="grid gap-4 md:grid-cols-2">
              <TopList title={t('tags:analytics.platforms')} items={analytics.platforms} total={total} />
              <TopList title={t('tags:analytics.browsers')} items={analytics.browsers} total={total} />
              <TopList
                title={t('tags:analytics.languages')}
                items={analytics.languages}
                total={total}
                formatKey={(key) => getDisplayName(key, 'language', i18n.language)}
              />
              <TopList
                title={t('tags:analytics.countries')}
                items={analytics.countries}
                total={total}
                formatKey={(key) => getDisplayName(key, 'region', i18n.language)}
              />
            </div>
            {tagQuery.data && <RuleBreakdown tag={tagQuery.data} counts={analytics.rules} />}
          </>
        )}
        <RecentScans tagId={id} />
      </div>
    );
  }

  const rangeFrom = analytics?.from ?? range.from;
  const rangeTo = analytics?.to ?? range.to;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      {backLink}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('tags:analytics.title')}
          </h1>
          <p className="mt-2 text-slate-700 wrap-anywhere dark:text-slate-300">
            {tagQuery.data
              ? t('tags:analytics.subtitle', { name: tagQuery.data.name, id: tagQuery.data.userFacingId })
              : '\u00a0'}
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            {t('tags:analytics.period', {
              from: formatDay(rangeFrom, i18n.language),
              to: formatDay(rangeTo, i18n.language),
            })}
            {analyticsQuery.isFetching && !analyticsQuery.isPending && <Spinner size="sm" />}
          </p>
        </div>
        <RangePicker value={days} onChange={(next) => setSearchParams({ days: String(next) }, { replace: true })} />
      </div>
      {content}
    </div>
  );
}
