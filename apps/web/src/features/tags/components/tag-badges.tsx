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
