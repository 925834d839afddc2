import {
  LEAD_LABEL_LIMIT,
  LEAD_LABEL_MAX_LENGTH,
  LEAD_NOTE_MAX_LENGTH,
  type LeadDetail,
  type LeadEvent,
  type LeadNote,
  type LeadPerson,
  leadStatuses,
  type UpdateLeadBody,
} from '@nfc/contract/leads';
import { managesTeam } from '@nfc/contract/team-roles';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/field';
import { LoadingState } from '../../../components/spinner';
import { focusRing, inputClass } from '../../../components/styles';
import { TextAreaField } from '../../../components/text-area-field';
import { getApiError, getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate, getLocale } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAddLeadNote } from '../api/add-lead-note';
import { useDeleteLeadNote } from '../api/delete-lead-note';
import { useAssignees } from '../api/get-assignees';
import { useLead } from '../api/get-lead';
import { useLeadLabels } from '../api/get-lead-labels';
import { useRetryLeadCrmSync } from '../api/retry-lead-crm-sync';
import { useUpdateLead } from '../api/update-lead';
import { LeadLabels, LeadStatusBadge } from './lead-status-badge';
import { CardName, ConsentRecord, ContactLinks, SourceBadge } from './leads-table';

type LeadDrawerProps = { leadId: string | null; onClose: () => void };

const muted = 'text-slate-600 dark:text-slate-400';
const sectionTitle = 'text-sm font-semibold text-slate-900 dark:text-white';

function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(getLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (value: string) => format.format(new Date(value));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
      <h3 id={id} className={sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The lead's details in a side panel (a full screen on phones): contact, pipeline, CRM, notes and history. */
export function LeadDrawer({ leadId, onClose }: LeadDrawerProps) {
  const { t } = useTranslation(['leads', 'translation']);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const leadQuery = useLead(leadId);
  const isOpen = leadId !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const lead = leadQuery.data;
  let content: ReactNode;
  if (leadQuery.isError) {
    content = <Alert tone="error">{getErrorMessage(leadQuery.error, 'leads:drawer.loadFailed')}</Alert>;
  } else if (!lead) {
    content = <LoadingState label={t('leads:drawer.loading')} />;
  } else {
    content = <LeadDetails lead={lead} />;
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-0 ms-auto h-dvh max-h-none w-full max-w-none bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 sm:max-w-lg dark:bg-slate-900 dark:text-slate-100"
    >
      {isOpen && (
        <div className="flex min-h-full flex-col">
          <header className="sticky top-0 z-10 flex items-start justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6 dark:border-slate-700 dark:bg-slate-900">
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-semibold text-slate-900 wrap-anywhere dark:text-white">
                {lead?.name ?? t('leads:drawer.title')}
              </h2>
              {lead?.company && <p className={`text-sm ${muted} wrap-anywhere`}>{lead.company}</p>}
            </div>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className={`shrink-0 rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
            >
              <span className="sr-only">{t('leads:drawer.close')}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <div className="flex-1 space-y-5 px-4 py-4 sm:px-6">{content}</div>
        </div>
      )}
    </dialog>
  );
}

function LeadDetails({ lead }: { lead: LeadDetail }) {
  const { t, i18n } = useTranslation('leads');
  return (
    <>
      <div className="space-y-2 text-sm">
        <ContactLinks lead={lead} />
        <dl className="grid grid-cols-2 gap-3">
          <div className="min-w-0">
            <dt className={`text-xs ${muted}`}>{t('leads:table.card')}</dt>
            <dd className="space-y-1">
              <CardName lead={lead} />
              <span className="block">
                <SourceBadge source={lead.source} />
              </span>
            </dd>
          </div>
          <div>
            <dt className={`text-xs ${muted}`}>{t('leads:table.date')}</dt>
            <dd>{formatDate(lead.createdAt, i18n.language)}</dd>
          </div>
        </dl>
        {lead.note && (
          <div>
            <p className={`text-xs ${muted}`}>{t('leads:table.note')}</p>
            <p className="whitespace-pre-line wrap-anywhere">{lead.note}</p>
          </div>
        )}
        <ConsentRecord lead={lead} />
      </div>
      <PipelineFields lead={lead} />
      {lead.crm && <CrmState lead={lead} />}
      <Notes lead={lead} />
      <History lead={lead} />
    </>
  );
}

/** Status, assignee and labels; each change is saved at once. */
function PipelineFields({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation(['leads', 'translation']);
  const updateLead = useUpdateLead();
  const assignees = useAssignees();
  const [error, setError] = useState<string | null>(null);

  const save = (data: UpdateLeadBody) => {
    setError(null);
    updateLead.mutate(
      { id: lead.id, data },
      {
        onSuccess: () => toast.success(t('leads:drawer.saved')),
        onError: (failure) => {
          const fields = getApiError(failure)?.errors;
          setError((fields && Object.values(fields)[0]) ?? getErrorMessage(failure, 'leads:drawer.saveFailed'));
        },
      },
    );
  };

  // The current assignee stays choosable even when the team list no longer holds them.
  const people: LeadPerson[] = [...(assignees.data ?? [])];
  if (lead.assignee && !people.some((person) => person.id === lead.assignee?.id)) people.push(lead.assignee);

  return (
    <Section title={t('leads:drawer.pipeline')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('leads:drawer.status')}
          value={lead.status}
          onChange={(event) => save({ status: event.target.value as LeadDetail['status'] })}
        >
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`leads:statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('leads:drawer.assignee')}
          value={lead.assignee?.id ?? ''}
          disabled={assignees.isPending}
          onChange={(event) => save({ assigneeId: event.target.value || null })}
        >
          <option value="">{t('leads:drawer.nobody')}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
      </div>
      <LabelsEditor lead={lead} onSave={(labels) => save({ labels })} />
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </Section>
  );
}

/** Chips with a remove button each, and a field to add one; controls stay enabled while saving so focus stays put. */
function LabelsEditor({ lead, onSave }: { lead: LeadDetail; onSave: (labels: string[]) => void }) {
  const { t } = useTranslation('leads');
  const known = useLeadLabels();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const isFull = lead.labels.length >= LEAD_LABEL_LIMIT;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const label = draft.trim().replace(/ {2,}/g, ' ');
    if (!label || isFull) return;
    const exists = lead.labels.some((item) => item.toLocaleLowerCase() === label.toLocaleLowerCase());
    setDraft('');
    if (!exists) onSave([...lead.labels, label]);
  };

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('leads:drawer.labels')}</p>
      {lead.labels.length > 0 ? (
        <ul aria-label={t('leads:drawer.labels')} className="flex flex-wrap gap-1.5">
          {lead.labels.map((label) => (
            <li
              key={label}
              className="inline-flex max-w-full items-center gap-1 rounded-md bg-slate-100 py-0.5 ps-2 pe-0.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            >
              <span className="wrap-anywhere">{label}</span>
              <button
                type="button"
                onClick={() => {
                  // The chip goes away with its button: the field to add one takes the focus.
                  inputRef.current?.focus();
                  onSave(lead.labels.filter((item) => item !== label));
                }}
                className={`rounded p-1 hover:bg-slate-200 dark:hover:bg-slate-700 ${focusRing}`}
              >
                <span className="sr-only">{t('leads:drawer.removeLabel', { label })}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-3.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={`text-sm ${muted}`}>{t('leads:drawer.noLabels')}</p>
      )}
      <form onSubmit={add} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('leads:drawer.newLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          list={listId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={LEAD_LABEL_MAX_LENGTH}
          placeholder={t('leads:drawer.newLabelPlaceholder')}
          aria-describedby={hintId}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <datalist id={listId}>
          {(known.data ?? [])
            .filter((label) => !lead.labels.includes(label))
            .map((label) => (
              <option key={label} value={label} />
            ))}
        </datalist>
        <Button type="submit" variant="secondary">
          {t('leads:drawer.addLabel')}
        </Button>
      </form>
      <p id={hintId} className={`text-xs ${muted}`}>
        {isFull
          ? t('leads:drawer.labelsFull', { limit: LEAD_LABEL_LIMIT })
          : t('leads:drawer.labelsHint', { limit: LEAD_LABEL_LIMIT, length: LEAD_LABEL_MAX_LENGTH })}
      </p>
    </div>
  );
}

function CrmState({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation('leads');
  const retry = useRetryLeadCrmSync();
  const crm = lead.crm;
  if (!crm) return null;
  const provider = t(`leads:crm.providers.${crm.provider}`);
  return (
    <Section title={t('leads:crm.title')}>
      <p className="text-sm" role="status">
        {t(`leads:crm.states.${crm.state}`, { provider })}
      </p>
      {crm.state === 'failed' && (
        <>
          {crm.error && <p className={`text-sm ${muted} wrap-anywhere`}>{crm.error}</p>}
          <Button
            variant="secondary"
            isLoading={retry.isPending}
            onClick={() =>
              retry.mutate(lead.id, {
                onSuccess: () => toast.success(t('leads:crm.retried')),
                onError: (failure) => toast.error(getErrorMessage(failure, 'leads:crm.retryFailed')),
              })
            }
          >
            {t('leads:crm.retry')}
          </Button>
        </>
      )}
    </Section>
  );
}

function Notes({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation('leads');
  const { user } = useAuth();
  const dateTime = useDateTime();
  const addNote = useAddLeadNote();
  const deleteNote = useDeleteLeadNote();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [asked, setAsked] = useState<LeadNote | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const canDelete = (note: LeadNote) => note.author?.id === user?.id || (user ? managesTeam(user.teamRole) : false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!text.trim()) {
      setError(t('translation:validation.required'));
      return;
    }
    addNote.mutate(
      { id: lead.id, data: { text } },
      {
        onSuccess: () => {
          setText('');
          toast.success(t('leads:notes.added'));
        },
        onError: (failure) =>
          setError(getApiError(failure)?.errors?.text ?? getErrorMessage(failure, 'leads:notes.addFailed')),
      },
    );
  };

  const confirmDelete = () => {
    if (!asked) return;
    setDeleteError(null);
    deleteNote.mutate(
      { id: lead.id, noteId: asked.id },
      {
        onSuccess: () => {
          setAsked(null);
          toast.success(t('leads:notes.deleted'));
        },
        onError: (failure) => setDeleteError(getErrorMessage(failure, 'leads:notes.deleteFailed')),
      },
    );
  };

  return (
    <Section title={t('leads:notes.title')}>
      <form onSubmit={submit} className="space-y-2" noValidate>
        <TextAreaField
          label={t('leads:notes.new')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={LEAD_NOTE_MAX_LENGTH}
          rows={3}
          isCompact
          error={error}
        />
        <Button type="submit" isLoading={addNote.isPending}>
          {t('leads:notes.add')}
        </Button>
      </form>
      {lead.notes.length === 0 ? (
        <p className={`text-sm ${muted}`}>{t('leads:notes.empty')}</p>
      ) : (
        <ul aria-label={t('leads:notes.title')} className="space-y-3">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
              <p className="whitespace-pre-line text-slate-900 wrap-anywhere dark:text-slate-100">{note.text}</p>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <p className={`text-xs ${muted}`}>
                  {note.author?.name ?? t('leads:history.formerMember')} ·{' '}
                  <time dateTime={note.createdAt}>{dateTime(note.createdAt)}</time>
                </p>
                {canDelete(note) && (
                  <button
                    type="button"
                    onClick={() => setAsked(note)}
                    className={`rounded px-1.5 py-0.5 text-xs font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950 ${focusRing}`}
                  >
                    {t('leads:notes.delete')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={asked !== null}
        title={t('leads:notes.deleteTitle')}
        message={t('leads:notes.deleteMessage')}
        confirmLabel={t('leads:notes.delete')}
        cancelLabel={t('leads:delete.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => {
          setAsked(null);
          setDeleteError(null);
        }}
        isLoading={deleteNote.isPending}
        error={deleteError}
      />
    </Section>
  );
}

function History({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation('leads');
  const dateTime = useDateTime();
  return (
    <Section title={t('leads:history.title')}>
      <ol aria-label={t('leads:history.title')} className="space-y-2">
        {lead.history.map((event) => (
          <li key={event.id} className="border-l-2 border-slate-200 ps-3 text-sm dark:border-slate-700">
            <HistoryText event={event} />
            <p className={`text-xs ${muted}`}>
              {event.actor?.name ?? t('leads:history.system')} ·{' '}
              <time dateTime={event.createdAt}>{dateTime(event.createdAt)}</time>
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const personName = (value: unknown) =>
  value && typeof value === 'object' && 'name' in value && typeof value.name === 'string' ? value.name : null;
const labelList = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);
const isStatus = (value: unknown): value is LeadDetail['status'] =>
  typeof value === 'string' && (leadStatuses as readonly string[]).includes(value);

/** One history event in words. */
function HistoryText({ event }: { event: LeadEvent }) {
  const { t } = useTranslation('leads');
  const { change } = event;
  const text = 'text-slate-900 dark:text-slate-100';
  switch (event.kind) {
    case 'created':
      return <p className={text}>{t('leads:history.created')}</p>;
    case 'status':
      return (
        <p className={`flex flex-wrap items-center gap-1 ${text}`}>
          {t('leads:history.status')}
          {isStatus(change.from) && <LeadStatusBadge status={change.from} />}
          <span aria-hidden="true">→</span>
          <span className="sr-only">{t('leads:history.to')}</span>
          {isStatus(change.to) && <LeadStatusBadge status={change.to} />}
        </p>
      );
    case 'assignee': {
      const to = personName(change.to);
      return <p className={text}>{to ? t('leads:history.assigned', { name: to }) : t('leads:history.unassigned')}</p>;
    }
    case 'labels': {
      const to = labelList(change.to);
      return (
        <div className={text}>
          <p>{to.length ? t('leads:history.labels') : t('leads:history.labelsCleared')}</p>
          <LeadLabels labels={to} label={t('leads:history.newLabels')} />
        </div>
      );
    }
    case 'note':
      return <p className={text}>{change.deleted ? t('leads:history.noteDeleted') : t('leads:history.note')}</p>;
    case 'crm': {
      const state = typeof change.state === 'string' ? change.state : typeof change.to === 'string' ? change.to : '';
      return <p className={text}>{t('leads:history.crm', { state })}</p>;
    }
  }
}
