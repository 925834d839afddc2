import { RECENT_TAG_SCANS, type RecentTagScan } from '@nfc/contract/verified-taps';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { LoadingState } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useTagScans } from '../api/get-tag-scans';
import { getDisplayName } from '../lib/display-names';
import { VerificationBadge } from './verification-badge';

const subtleBadge =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ring-slate-400/40 text-slate-700 dark:text-slate-300';

/** One scan as a stacked entry: when and the outcome first, then where it came from. */
function ScanItem({ scan }: { scan: RecentTagScan }) {
  const { t, i18n } = useTranslation('tags');
  const unknown = t('tags:analytics.recent.unknown');
  const device = [scan.platform, scan.browser].filter(Boolean).join(' · ') || unknown;
  const hasCounter =
    scan.chipCounter !== null && (scan.verification === 'verified' || scan.verification === 'replayed');
  return (
    <li className="space-y-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <time dateTime={scan.occurredAt} className="text-sm font-medium text-slate-900 dark:text-white">
          {formatDateTime(scan.occurredAt, i18n.language)}
        </time>
        {scan.verification && <VerificationBadge outcome={scan.verification} />}
        {hasCounter && (
          <span className="text-xs tabular-nums text-slate-700 dark:text-slate-300">
            {t('tags:analytics.recent.counter', { counter: formatNumber(scan.chipCounter ?? 0, i18n.language) })}
          </span>
        )}
        {scan.kind === 'refused' && (
          <span className={subtleBadge} title={t('tags:analytics.recent.refusedHint')}>
            {t('tags:analytics.recent.refused')}
            <span className="sr-only">: {t('tags:analytics.recent.refusedHint')}</span>
          </span>
        )}
        {scan.isBot && (
          <span className={`${subtleBadge} italic`} title={t('tags:analytics.recent.botHint')}>
            {t('tags:analytics.recent.bot')}
            <span className="sr-only">: {t('tags:analytics.recent.botHint')}</span>
          </span>
        )}
      </div>
      <p className="flex flex-wrap gap-x-2 text-sm text-slate-700 wrap-anywhere dark:text-slate-300">
        <span>{scan.source ? t(`tags:analytics.sourceNames.${scan.source}`) : unknown}</span>
        <span aria-hidden="true">·</span>
        <span>{device}</span>
        <span aria-hidden="true">·</span>
        <span>{scan.country ? getDisplayName(scan.country, 'region', i18n.language) : unknown}</span>
      </p>
    </li>
  );
}

/** The tag's latest scans, newest first, whatever the period: each with its verification outcome. */
export function RecentScans({ tagId }: { tagId: string }) {
  const { t } = useTranslation(['tags', 'translation']);
  const headingId = useId();
  const scansQuery = useTagScans(tagId);

  let content: ReactNode;
  if (scansQuery.isPending) {
    content = <LoadingState label={t('tags:analytics.recent.loading')} />;
  } else if (scansQuery.isError) {
    content = (
      <Alert tone="error" title={t('tags:analytics.recent.loadFailed')}>
        <p>{getErrorMessage(scansQuery.error, 'tags:analytics.recent.loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void scansQuery.refetch()}>
          {t('translation:common.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (scansQuery.data.length === 0) {
    content = <p className="text-sm text-slate-600 dark:text-slate-400">{t('tags:analytics.recent.empty')}</p>;
  } else {
    content = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {scansQuery.data.map((scan) => (
          <ScanItem key={scan.id} scan={scan} />
        ))}
      </ul>
    );
  }

  return (
    <Card className="p-5">
      <section aria-labelledby={headingId} aria-busy={scansQuery.isFetching || undefined}>
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('tags:analytics.recent.title')}
        </h2>
        <p className="mt-1 mb-4 text-xs text-slate-600 dark:text-slate-400">
          {t('tags:analytics.recent.description', { limit: RECENT_TAG_SCANS })}
        </p>
        {content}
      </section>
    </Card>
  );
}
