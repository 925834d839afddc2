import { type Lead, leadStatuses } from '@nfc/contract/leads';
import { useTranslation } from 'react-i18next';
import { textLink } from '../../../components/styles';
import { LeadLabels, LeadStatusBadge } from './lead-status-badge';

type LeadsBoardProps = { leads: readonly Lead[]; onOpen: (lead: Lead) => void };

const muted = 'text-slate-600 dark:text-slate-400';

/** The page's leads in one column per status, in pipeline order; the columns stack on phones. */
export function LeadsBoard({ leads, onOpen }: LeadsBoardProps) {
  const { t } = useTranslation('leads');
  return (
    <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-5">
      {leadStatuses.map((status) => {
        const column = leads.filter((lead) => lead.status === status);
        const headingId = `leads-board-${status}`;
        return (
          <section
            key={status}
            aria-labelledby={headingId}
            className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-900/60"
          >
            <h2 id={headingId} className="flex items-center justify-between gap-2 text-sm font-semibold">
              <LeadStatusBadge status={status} />
              <span className={muted}>{t('leads:board.count', { count: column.length })}</span>
            </h2>
            {column.length === 0 ? (
              <p className={`mt-3 text-sm ${muted}`}>{t('leads:board.empty')}</p>
            ) : (
              <ul className="mt-3 space-y-2">
                {column.map((lead) => (
                  <li
                    key={lead.id}
                    className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm dark:border-slate-700 dark:bg-slate-800"
                  >
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      onClick={() => onOpen(lead)}
                      className={`${textLink} text-left wrap-anywhere`}
                    >
                      {lead.name}
                    </button>
                    {lead.company && <p className={`text-xs ${muted} wrap-anywhere`}>{lead.company}</p>}
                    <p className={`mt-1 text-xs ${muted}`}>
                      {lead.assignee
                        ? t('leads:table.assignedTo', { name: lead.assignee.name })
                        : t('leads:table.unassigned')}
                    </p>
                    <div className="mt-1">
                      <LeadLabels labels={lead.labels} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
