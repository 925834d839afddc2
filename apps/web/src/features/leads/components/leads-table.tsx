import type { Lead } from '@nfc/contract/leads';
import { useTranslation } from 'react-i18next';
import { ListCard, ListCardActions, ListCards, ListTable, ListTableRow } from '../../../components/list-table';
import { focusRing, textLink } from '../../../components/styles';
import { formatDate, getLocale } from '../../../lib/format';
import { LeadLabels, LeadStatusBadge } from './lead-status-badge';

type LeadsTableProps = { leads: readonly Lead[]; onOpen: (lead: Lead) => void; onDelete: (lead: Lead) => void };

const muted = 'text-slate-600 dark:text-slate-400';

export function SourceBadge({ source }: { source: Lead['source'] }) {
  const { t } = useTranslation('leads');
  return (
    <span className="inline-flex rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-800 ring-1 ring-indigo-600/20 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-400/30">
      {t(`leads:sources.${source}`)}
    </span>
  );
}

/** E-mail and phone as links (mail app, dialler), one per line. */
export function ContactLinks({ lead }: { lead: Lead }) {
  return (
    <span className="flex flex-col gap-0.5">
      {lead.email && (
        <a href={`mailto:${lead.email}`} className={`${textLink} wrap-anywhere`}>
          {lead.email}
        </a>
      )}
      {lead.phone && (
        <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className={`${textLink} whitespace-nowrap`}>
          {lead.phone}
        </a>
      )}
    </span>
  );
}

export function CardName({ lead }: { lead: Lead }) {
  const { t } = useTranslation('leads');
  return (
    <span className="wrap-anywhere">
      {lead.cardName ?? <span className={muted}>{t('leads:table.deletedCard')}</span>}
    </span>
  );
}

/** The consent the visitor gave: the very text they agreed to, its version, language and time; folded away. */
export function ConsentRecord({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation('leads');
  const { consent } = lead;
  if (!consent) return <p className={`mt-2 text-xs ${muted}`}>{t('leads:consent.none')}</p>;
  const locale = getLocale(i18n.language);
  const language = new Intl.DisplayNames([locale], { type: 'language' }).of(consent.language) ?? consent.language;
  const at = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(lead.consentAt),
  );
  return (
    <details className="mt-2 text-xs text-slate-700 dark:text-slate-300">
      <summary className={`cursor-pointer rounded font-medium text-indigo-700 dark:text-indigo-300 ${focusRing}`}>
        {t('leads:consent.summary')}
      </summary>
      <blockquote className="mt-1 border-l-2 border-slate-300 pl-2 whitespace-normal dark:border-slate-600">
        {consent.text}
      </blockquote>
      <p className={`mt-1 ${muted}`}>{t('leads:consent.details', { version: consent.version, language, at })}</p>
    </details>
  );
}

/** The lead's name as the button that opens its details. */
function OpenButton({ lead, onOpen }: { lead: Lead; onOpen: (lead: Lead) => void }) {
  const { t } = useTranslation('leads');
  return (
    <button
      type="button"
      onClick={() => onOpen(lead)}
      aria-haspopup="dialog"
      title={t('leads:table.open')}
      className={`${textLink} text-left wrap-anywhere`}
    >
      {lead.name}
    </button>
  );
}

/** Where the lead stands: status, who works it, its labels. */
function Pipeline({ lead }: { lead: Lead }) {
  const { t } = useTranslation('leads');
  return (
    <span className="flex flex-col items-start gap-1">
      <LeadStatusBadge status={lead.status} />
      <span className={`text-xs ${muted}`}>
        {lead.assignee ? t('leads:table.assignedTo', { name: lead.assignee.name }) : t('leads:table.unassigned')}
      </span>
      <LeadLabels labels={lead.labels} />
    </span>
  );
}

function DeleteButton({ lead, onDelete }: { lead: Lead; onDelete: (lead: Lead) => void }) {
  const { t } = useTranslation('leads');
  return (
    <button
      type="button"
      onClick={() => onDelete(lead)}
      aria-label={t('leads:table.deleteNamed', { name: lead.name })}
      className={`inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950 ${focusRing}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3" />
      </svg>
      {t('leads:table.delete')}
    </button>
  );
}

/** A table from tablets up, a card per lead on phones (only one of them is rendered visibly). */
export function LeadsTable({ leads, onOpen, onDelete }: LeadsTableProps) {
  const { t, i18n } = useTranslation('leads');
  const date = (lead: Lead) => formatDate(lead.createdAt, i18n.language);
  const caption = t('leads:table.caption');

  return (
    <>
      <ListTable
        caption={caption}
        headers={[
          t('leads:table.name'),
          t('leads:table.contact'),
          t('leads:table.note'),
          t('leads:table.card'),
          t('leads:table.pipeline'),
          t('leads:table.date'),
          <span key="actions" className="sr-only">
            {t('leads:table.actions')}
          </span>,
        ]}
      >
        {leads.map((lead) => (
          <ListTableRow key={lead.id}>
            <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900 dark:text-white">
              <OpenButton lead={lead} onOpen={onOpen} />
              {lead.company && <span className={`block text-xs font-normal ${muted}`}>{lead.company}</span>}
            </th>
            <td className="px-4 py-3">
              <ContactLinks lead={lead} />
            </td>
            <td className="max-w-xs px-4 py-3 whitespace-pre-line text-slate-800 wrap-anywhere dark:text-slate-200">
              {lead.note ?? <span className={muted}>{t('leads:table.none')}</span>}
              <ConsentRecord lead={lead} />
            </td>
            <td className="px-4 py-3 text-slate-800 dark:text-slate-200">
              <CardName lead={lead} />
              <span className="mt-1 block">
                <SourceBadge source={lead.source} />
              </span>
            </td>
            <td className="min-w-36 px-4 py-3">
              <Pipeline lead={lead} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-800 dark:text-slate-200">{date(lead)}</td>
            <td className="px-2 py-2">
              <DeleteButton lead={lead} onDelete={onDelete} />
            </td>
          </ListTableRow>
        ))}
      </ListTable>

      <ListCards label={caption}>
        {leads.map((lead) => (
          <ListCard key={lead.id}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="font-semibold text-slate-900 wrap-anywhere dark:text-white">
                  <OpenButton lead={lead} onOpen={onOpen} />
                </h2>
                {lead.company && <p className={`text-sm ${muted}`}>{lead.company}</p>}
              </div>
              <SourceBadge source={lead.source} />
            </div>
            <div className="mt-2 text-sm">
              <ContactLinks lead={lead} />
            </div>
            <div className="mt-2">
              <Pipeline lead={lead} />
            </div>
            {lead.note && (
              <p className="mt-2 text-sm whitespace-pre-line text-slate-800 wrap-anywhere dark:text-slate-200">
                {lead.note}
              </p>
            )}
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <div className="min-w-0">
                <dt className={`text-xs ${muted}`}>{t('leads:table.card')}</dt>
                <dd className="text-slate-800 dark:text-slate-200">
                  <CardName lead={lead} />
                </dd>
              </div>
              <div>
                <dt className={`text-xs ${muted}`}>{t('leads:table.date')}</dt>
                <dd className="text-slate-800 dark:text-slate-200">{date(lead)}</dd>
              </div>
            </dl>
            <ConsentRecord lead={lead} />
            <ListCardActions>
              <DeleteButton lead={lead} onDelete={onDelete} />
            </ListCardActions>
          </ListCard>
        ))}
      </ListCards>
    </>
  );
}
