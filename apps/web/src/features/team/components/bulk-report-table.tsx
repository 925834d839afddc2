import type { BulkInvitationResult } from '@nfc/contract/team';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/styles';
import { translateMessage } from '../../../lib/messages';

const headerClass =
  'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';
const cellClass = 'px-3 py-2 align-top text-slate-800 dark:text-slate-200';
const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
const looks = {
  ok: 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700',
  invalid: 'bg-red-50 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-700',
} as const;

type BulkReportTableProps = {
  result: BulkInvitationResult;
  /** The upload went through: its good rows were invited, not merely valid. */
  isInvited: boolean;
};

/** The server's verdict on each row of an uploaded file: line, address, role, status and what is wrong. */
export function BulkReportTable({ result, isInvited }: BulkReportTableProps) {
  // Fallback mode: a message may be a contract `validation.*` key of the default namespace.
  const { t } = useTranslation(['team', 'translation'], { nsMode: 'fallback' });
  const captionId = useId();
  if (result.rows.length === 0) return null;
  const okLabel = t(isInvited ? 'team:bulk.report.invited' : 'team:bulk.report.ok');
  const fieldLabel = (field: string) =>
    ['email', 'role', 'name'].includes(field) ? t(`team:bulk.columns.${field}`) : field;

  return (
    <section
      aria-labelledby={captionId}
      className={`max-h-80 overflow-auto rounded-md border border-slate-200 dark:border-slate-700 ${focusRing}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a long report
      tabIndex={0}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
        <caption id={captionId} className="sr-only">
          {t('team:bulk.report.caption')}
        </caption>
        <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
          <tr>
            <th scope="col" className={headerClass}>
              {t('team:bulk.report.line')}
            </th>
            <th scope="col" className={headerClass}>
              {t('team:bulk.columns.email')}
            </th>
            <th scope="col" className={headerClass}>
              {t('team:bulk.columns.role')}
            </th>
            <th scope="col" className={headerClass}>
              {t('team:bulk.report.status')}
            </th>
            <th scope="col" className={headerClass}>
              {t('team:bulk.report.errors')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {result.rows.map((row) => {
            const errors = Object.entries(row.errors);
            return (
              <tr key={row.line}>
                <th scope="row" className={`${cellClass} text-left font-medium tabular-nums`}>
                  {row.line}
                </th>
                <td className={`${cellClass} wrap-anywhere`}>{row.email}</td>
                <td className={`${cellClass} wrap-anywhere`}>{row.role}</td>
                <td className={cellClass}>
                  <span className={`${badge} ${looks[row.status]}`}>
                    {row.status === 'ok' ? okLabel : t('team:bulk.report.invalid')}
                  </span>
                </td>
                <td className={cellClass}>
                  {errors.length === 0 ? (
                    <span className="text-slate-600 dark:text-slate-400">{t('team:bulk.report.noErrors')}</span>
                  ) : (
                    <ul className="space-y-0.5">
                      {errors.map(([field, message]) => (
                        <li key={field} className="text-red-800 dark:text-red-300">
                          <span className="font-medium">{fieldLabel(field)}:</span> {translateMessage(t, message)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
