import type {
  Lead,
  LeadDetail,
  LeadEvent,
  LeadNote,
  LeadNoteBody,
  LeadPerson,
  UpdateLeadBody,
} from '@nfc/contract/leads';
import { managesTeam } from '@nfc/contract/team-roles';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../accounts/actor.ts';
import type { Executor } from '../../db/client.ts';
import { leadCrmSyncs, leadEvents, leadNotes, leads, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound, validationError } from '../../errors.ts';
import { enqueueCrmSync } from '../../events/crm-events.ts';
import { isUuid } from '../../http/validate.ts';
import { msg } from '../../i18n/messages.ts';
import { leadScope, personColumns, selectLeads, toPerson } from './lead-rows.ts';

type Deps = Pick<AppDeps, 'db'>;
type LeadEventValues = Pick<typeof leadEvents.$inferInsert, 'kind' | 'change'>;

const authors = alias(users, 'author');
const actors = alias(users, 'actor');

/** The lead if the actor may see it; `forUpdate` locks its row for the rest of the transaction. */
async function findLeadRow(db: Executor, actor: Actor, id: string, { forUpdate = false } = {}) {
  if (!isUuid(id)) throw notFound('noun.lead');
  const query = db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), leadScope(actor)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('noun.lead');
  return row;
}

async function getPerson(db: Executor, userId: string | null): Promise<LeadPerson | null> {
  if (!userId) return null;
  const [row] = await db.select(personColumns(users)).from(users).where(eq(users.id, userId));
  return row ? toPerson(row) : null;
}

/** One lead of the actor's, as the list shows it. */
async function getLeadSummary(db: Executor, actor: Actor, id: string): Promise<Lead> {
  const [lead] = await selectLeads(db, and(eq(leads.id, id), leadScope(actor)));
  if (!lead) throw notFound('noun.lead');
  return lead;
}

/** One lead of the actor's with its notes and its history, both newest first. */
export async function getLead({ db }: Deps, { actor, id }: { actor: Actor; id: string }): Promise<LeadDetail> {
  if (!isUuid(id)) throw notFound('noun.lead');
  const lead = await getLeadSummary(db, actor, id);
  const [notes, events] = await Promise.all([
    db
      .select({ note: leadNotes, author: personColumns(authors) })
      .from(leadNotes)
      .leftJoin(authors, eq(authors.id, leadNotes.authorId))
      .where(eq(leadNotes.leadId, id))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
    db
      .select({ event: leadEvents, actor: personColumns(actors) })
      .from(leadEvents)
      .leftJoin(actors, eq(actors.id, leadEvents.actorId))
      .where(eq(leadEvents.leadId, id))
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id)),
  ]);
  return {
    ...lead,
    notes: notes.map(({ note, author }) => toNote(note, toPerson(author))),
    history: events.map(
      ({ event, actor: by }): LeadEvent => ({
        id: event.id,
        kind: event.kind,
        change: event.change,
        actor: toPerson(by),
        createdAt: event.createdAt.toISOString(),
      }),
    ),
  };
}

function toNote(row: typeof leadNotes.$inferSelect, author: LeadPerson | null): LeadNote {
  return { id: row.id, text: row.text, author, createdAt: row.createdAt.toISOString() };
}

/**
 * Who may work a lead (decision 031): owner and admins assign any active member of the organisation; a member assigns
 * only themselves (or nobody), since a member's view holds only the leads of their own cards.
 */
async function checkAssignee(db: Executor, actor: Actor, assigneeId: string): Promise<LeadPerson> {
  if (!managesTeam(actor.teamRole) && assigneeId !== actor.id) {
    throw validationError({ assigneeId: msg('leads.assignSelfOnly') });
  }
  const [row] = await db
    .select(personColumns(users))
    .from(users)
    .where(and(eq(users.id, assigneeId), eq(users.organisationId, actor.organisationId), eq(users.isActive, true)));
  if (!row) throw validationError({ assigneeId: msg('leads.assigneeNotMember') });
  return toPerson(row)!;
}

const sameLabels = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((label, index) => label === b[index]);

/**
 * Moves a lead along the pipeline: status, assignee, labels. Each actual change is one history event by the actor,
 * in the same transaction; a status change queues the lead's CRM sync. Answers the lead with notes and history.
 */
export async function updateLead(
  { db }: Deps,
  { actor, id, data }: { actor: Actor; id: string; data: UpdateLeadBody },
): Promise<LeadDetail> {
  await db.transaction(async (tx) => {
    const row = await findLeadRow(tx, actor, id, { forUpdate: true });
    const events: LeadEventValues[] = [];
    const set: Partial<typeof leads.$inferInsert> = {};
    if (data.status !== undefined && data.status !== row.status) {
      set.status = data.status;
      events.push({ kind: 'status', change: { from: row.status, to: data.status } });
    }
    if (data.assigneeId !== undefined && data.assigneeId !== row.assigneeId) {
      const to = data.assigneeId === null ? null : await checkAssignee(tx, actor, data.assigneeId);
      set.assigneeId = data.assigneeId;
      events.push({ kind: 'assignee', change: { from: await getPerson(tx, row.assigneeId), to } });
    }
    if (data.labels !== undefined && !sameLabels(data.labels, row.labels)) {
      set.labels = data.labels;
      events.push({ kind: 'labels', change: { from: row.labels, to: data.labels } });
    }
    if (events.length === 0) return;
    await tx.update(leads).set(set).where(eq(leads.id, row.id));
    await tx
      .insert(leadEvents)
      .values(
        events.map((event) => ({ ...event, leadId: row.id, organisationId: row.organisationId, actorId: actor.id })),
      );
    if (set.status) {
      await enqueueCrmSync(tx, { organisationId: row.organisationId, leadId: row.id, statusChanged: true });
    }
  });
  return getLead({ db }, { actor, id });
}

/** A team note on a lead, with a `note` history event. */
export async function addLeadNote(
  { db }: Deps,
  { actor, id, data }: { actor: Actor; id: string; data: LeadNoteBody },
): Promise<LeadNote> {
  return db.transaction(async (tx) => {
    const lead = await findLeadRow(tx, actor, id);
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId: lead.id, organisationId: lead.organisationId, authorId: actor.id, text: data.text })
      .returning();
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      organisationId: lead.organisationId,
      actorId: actor.id,
      kind: 'note',
      change: { noteId: note!.id },
    });
    await tx.update(leads).set({ updatedAt: new Date() }).where(eq(leads.id, lead.id));
    return toNote(note!, await getPerson(tx, actor.id));
  });
}

/** Deletes a note: its author may, and the owner and admins may; the history records that a note went. */
export async function deleteLeadNote(
  { db }: Deps,
  { actor, id, noteId }: { actor: Actor; id: string; noteId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await findLeadRow(tx, actor, id);
    if (!isUuid(noteId)) throw notFound('noun.leadNote');
    const [note] = await tx
      .select()
      .from(leadNotes)
      .where(and(eq(leadNotes.id, noteId), eq(leadNotes.leadId, lead.id)));
    if (!note) throw notFound('noun.leadNote');
    if (note.authorId !== actor.id && !managesTeam(actor.teamRole)) {
      throw new AppError('FORBIDDEN', 'leads.noteAuthorOnly');
    }
    await tx.delete(leadNotes).where(eq(leadNotes.id, note.id));
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      organisationId: lead.organisationId,
      actorId: actor.id,
      kind: 'note',
      change: { noteId: note.id, deleted: true },
    });
  });
}

/**
 * Sends a lead again to each CRM whose sync failed: back to pending, attempts from zero, due now. 404 when the lead
 * was never queued for a CRM, 409 when nothing failed.
 */
export async function retryLeadCrmSync({ db }: Deps, { actor, id }: { actor: Actor; id: string }): Promise<Lead> {
  await db.transaction(async (tx) => {
    const lead = await findLeadRow(tx, actor, id, { forUpdate: true });
    const syncs = await tx
      .select({ provider: leadCrmSyncs.provider, state: leadCrmSyncs.state })
      .from(leadCrmSyncs)
      .where(eq(leadCrmSyncs.leadId, lead.id));
    if (syncs.length === 0) throw new AppError('NOT_FOUND', 'leads.noCrmSync');
    const failed = syncs.filter((sync) => sync.state === 'failed').map((sync) => sync.provider);
    if (failed.length === 0) throw new AppError('CONFLICT', 'leads.crmNothingFailed');
    await tx
      .update(leadCrmSyncs)
      .set({ state: 'pending', attempts: 0, nextAttemptAt: sql`now()`, error: null, lockedUntil: null })
      .where(and(eq(leadCrmSyncs.leadId, lead.id), inArray(leadCrmSyncs.provider, failed)));
  });
  return getLeadSummary(db, actor, id);
}

/** The labels on the actor's leads, each spelling once, A to Z: for the filter and the editor's suggestions. */
export async function findLeadLabels({ db }: Deps, { actor }: { actor: Actor }): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct lead_label.value as label
    from ${leads} cross join lateral jsonb_array_elements_text(${leads.labels}) as lead_label(value)
    where ${leadScope(actor) ?? sql`false`}
    order by label
    limit 500`);
  return (result as unknown as { rows: Array<{ label: string }> }).rows.map((row) => row.label);
}
