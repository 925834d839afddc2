import type { LeadStatus } from '@nfc/contract/leads';
import { useTranslation } from 'react-i18next';

/** One colour per stage, readable (AA) in both themes. */
const statusColours: Record<LeadStatus, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-400/30',
  contacted:
    'bg-amber-50 text-amber-900 ring-amber-600/20 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/30',
  qualified:
    'bg-violet-50 text-violet-800 ring-violet-600/20 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-400/30',
  won: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/30',
  lost: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('leads');
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${statusColours[status]}`}
    >
      {t(`leads:statuses.${status}`)}
    </span>
  );
}

/** A lead's labels as small chips; `label` names the list (default: Labels). */
export function LeadLabels({ labels, label }: { labels: readonly string[]; label?: string }) {
  const { t } = useTranslation('leads');
  if (labels.length === 0) return null;
  return (
    <ul aria-label={label ?? t('leads:table.labels')} className="flex flex-wrap gap-1">
      {labels.map((label) => (
        <li
          key={label}
          className="max-w-full rounded-md bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800 wrap-anywhere dark:bg-slate-800 dark:text-slate-200"
        >
          {label}
        </li>
      ))}
    </ul>
  );
}
