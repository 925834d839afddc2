import type { AuditEntry } from '@nfc/contract/admin';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';

const knownVerbs = ['create', 'update', 'delete', 'status'] as const;

function getVerb(action: string): string {
  const verb = action.split('.').at(-1) ?? '';
  return (knownVerbs as readonly string[]).includes(verb) ? verb : 'other';
}

type AuditListProps = {
  entries: AuditEntry[];
  /** Plan names by id, so a plan change reads 'Core -> Pro' instead of two ids. */
  planNames?: ReadonlyMap<string, string>;
  emptyText: string;
};

/** Who changed what and when, newest first; each change as 'field: before -> after'. */
export function AuditList({ entries, planNames, emptyText }: AuditListProps) {
  const { t, i18n } = useTranslation('admin');

  if (entries.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">{emptyText}</p>;

  const formatValue = (field: string, value: unknown): string => {
    // A plan's seat limit is null when it has none, not when it is unset.
    if (field === 'seatLimit' && value === null) return t('plans.unlimitedSeats');
    if (value === null || value === undefined || value === '') return t('audit.none');
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    if (field === 'planId' && typeof value === 'string') return planNames?.get(value) ?? value;
    if (field === 'status' && typeof value === 'string') return t(`orders.statuses.${value}`, { defaultValue: value });
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };

  return (
    <ol className="divide-y divide-slate-200 dark:divide-slate-700">
      {entries.map((entry) => {
        const target = t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType });
        const changes = Object.entries(entry.changes);
        return (
          <li key={entry.id} className="py-3 first:pt-0 last:pb-0">
            <p className="text-sm text-slate-900 wrap-anywhere dark:text-slate-100">
              {t(`audit.verbs.${getVerb(entry.action)}`, {
                actor: entry.actorEmail,
                target,
                label: entry.targetLabel ?? entry.targetId,
              })}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
            </p>
            {changes.length > 0 && (
              <ul className="mt-1.5 space-y-0.5 text-xs text-slate-700 dark:text-slate-300">
                {changes.map(([field, change]) => (
                  <li key={field} className="wrap-anywhere">
                    {t('audit.change', {
                      field: t(`audit.fields.${field}`, { defaultValue: field }),
                      from: formatValue(field, change.from),
                      to: formatValue(field, change.to),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
