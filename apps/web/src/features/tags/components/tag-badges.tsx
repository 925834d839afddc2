import type { Tag } from '@nfc/contract/tags';
import { useTranslation } from 'react-i18next';

export function TagStatusBadge({ status }: { status: Tag['status'] }) {
  const { t } = useTranslation('tags');
  const isActive = status === 'active';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        isActive
          ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-600/20 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/30'
          : 'bg-slate-100 text-slate-700 ring-1 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${isActive ? 'bg-emerald-600 dark:bg-emerald-400' : 'bg-slate-500'}`}
      />
      {t(`tags:statuses.${status}`)}
    </span>
  );
}

/** Flags a tag whose order arrived over two weeks ago and that nobody has scanned since. */
export function UnscannedBadge() {
  const { t } = useTranslation('tags');
  return (
    <span
      title={t('tags:table.unscannedHint')}
      className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-400/30"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-600 dark:bg-amber-400" />
      {t('tags:table.unscanned')}
      <span className="sr-only">: {t('tags:table.unscannedHint')}</span>
    </span>
  );
}

const limitBadge =
  'mt-1 mr-1 inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

/** Link rules, expiry and scan limit of a tag at a glance; nothing when it has none of them. */
export function TagLimitBadges({ tag }: { tag: Tag }) {
  const { t } = useTranslation('tags');
  const isExpired = tag.expiresAt !== null && Date.parse(tag.expiresAt) <= Date.now();
  const isCapReached = tag.maxScans !== null && tag.scanCount >= tag.maxScans;
  if (tag.rules.length === 0 && tag.expiresAt === null && tag.maxScans === null) return null;
  return (
    <span className="block">
      {tag.rules.length > 0 && (
        <span
          title={t('tags:table.rulesBadgeHint')}
          className={`${limitBadge} bg-indigo-50 text-indigo-800 ring-indigo-600/20 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-400/30`}
        >
          {t('tags:table.rulesBadge', { count: tag.rules.length })}
        </span>
      )}
      {isExpired && (
        <span
          title={t('tags:table.expiredHint')}
          className={`${limitBadge} bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/30`}
        >
          {t('tags:table.expired')}
          <span className="sr-only">: {t('tags:table.expiredHint')}</span>
        </span>
      )}
      {tag.maxScans !== null && (
        <span
          title={t('tags:table.cappedHint')}
          className={`${limitBadge} ${
            isCapReached
              ? 'bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/30'
              : 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30'
          }`}
        >
          {isCapReached ? t('tags:table.cappedReached') : t('tags:table.capped', { limit: tag.maxScans })}
        </span>
      )}
    </span>
  );
}
