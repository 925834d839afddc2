import { type Lead, type LeadCrm, type LeadPerson, type LeadsFilter, UNASSIGNED } from '@nfc/contract/leads';
import { managesTeam } from '@nfc/contract/team-roles';
import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../accounts/actor.ts';
import type { Executor } from '../../db/client.ts';
import { leadCrmSyncs, leads, users, vcfConfigs } from '../../db/schema.ts';
import { validationError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';

type LeadRow = typeof leads.$inferSelect;
type PersonColumns = { id: string | null; email: string | null; first: string | null; last: string | null };

const DAY_MS = 86_400_000;

/** A member as leads name them: their full name, else their e-mail address; null when there is none (left). */
export function toPerson(person: PersonColumns): LeadPerson | null {
  if (!person.id) return null;
  const name = [person.first, person.last].filter(Boolean).join(' ');
  return { id: person.id, name: name || person.email || '' };
}

/** The columns `toPerson` reads, of the users table or a joined copy of it (an alias). */
export const personColumns = (table: {
  id: PgColumn;
  email: PgColumn;
  contactFirstName: PgColumn;
  contactLastName: PgColumn;
}) => ({
  id: sql<string | null>`${table.id}`,
  email: sql<string | null>`${table.email}`,
  first: sql<string | null>`${table.contactFirstName}`,
  last: sql<string | null>`${table.contactLastName}`,
});

/** The lead as it was before the pipeline (issue 28): what the `lead.created` webhook event carries. */
export function toLeadBase(row: LeadRow, cardName: string | null) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    note: row.note,
    source: row.source,
    cardName,
    language: row.language,
    consentAt: row.consentAt.toISOString(),
    consent:
      row.consentText && row.consentVersion && row.consentLanguage
        ? { text: row.consentText, version: row.consentVersion, language: row.consentLanguage }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toLead(
  row: LeadRow,
  extra: { cardName: string | null; assignee: LeadPerson | null; crm: LeadCrm | null },
): Lead {
  return {
    ...toLeadBase(row, extra.cardName),
    status: row.status,
    assignee: extra.assignee,
    labels: row.labels,
    updatedAt: row.updatedAt.toISOString(),
    crm: extra.crm,
  };
}

/**
 * The leads the actor may see: all of the organisation's for its owner and admins, those left on their own cards
 * for a member (decision 031: a member works only the leads of their own cards).
 */
export function leadScope(actor: Actor): SQL | undefined {
  const inOrganisation = eq(leads.organisationId, actor.organisationId);
  if (managesTeam(actor.teamRole)) return inOrganisation;
  // Written out: inside a sub-select drizzle's unqualified column names would be ambiguous.
  const onOwnCards = sql`${leads.vcfConfigId} in (select vcf_configs.id from vcf_configs where vcf_configs.user_id = ${actor.id})`;
  return and(inOrganisation, onOwnCards);
}

const isRealDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
};

/** The filter's days as UTC instants, `to` inclusive; a day that does not exist or a reversed range is a field error. */
function dayRange({ from, to }: Pick<LeadsFilter, 'from' | 'to'>): { start?: Date; end?: Date } {
  const invalid = msg('scans.invalidDate');
  if (from && !isRealDay(from)) throw validationError({ from: invalid });
  if (to && !isRealDay(to)) throw validationError({ to: invalid });
  const start = from ? new Date(`${from}T00:00:00Z`) : undefined;
  const end = to ? new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) : undefined;
  if (start && end && start >= end) throw validationError({ from: msg('scans.startAfterEnd') });
  return { start, end };
}

/** The actor's leads matching the filter: search (name, e-mail, company or phone; any part, any case) and pipeline. */
export function leadFilter(actor: Actor, filter: LeadsFilter): SQL | undefined {
  const { search, status, assigneeId, label, vcfConfigId } = filter;
  const { start, end } = dayRange(filter);
  const pattern = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null;
  return and(
    leadScope(actor),
    pattern
      ? or(
          ilike(leads.name, pattern),
          ilike(leads.email, pattern),
          ilike(leads.company, pattern),
          ilike(leads.phone, pattern),
        )
      : undefined,
    status?.length ? inArray(leads.status, status) : undefined,
    assigneeId === UNASSIGNED ? isNull(leads.assigneeId) : assigneeId ? eq(leads.assigneeId, assigneeId) : undefined,
    label
      ? sql`exists (select 1 from jsonb_array_elements_text(${leads.labels}) as lead_label(value) where lower(lead_label.value) = lower(${label}))`
      : undefined,
    vcfConfigId ? eq(leads.vcfConfigId, vcfConfigId) : undefined,
    start ? gte(leads.createdAt, start) : undefined,
    end ? lt(leads.createdAt, end) : undefined,
  );
}

const assignees = alias(users, 'assignee');

/** Leads with their card's name and assignee, newest first; `page` narrows to one page. */
export async function selectLeads(
  db: Executor,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<Lead[]> {
  const query = db
    .select({ lead: leads, cardName: vcfConfigs.configName, assignee: personColumns(assignees) })
    .from(leads)
    .leftJoin(vcfConfigs, eq(vcfConfigs.id, leads.vcfConfigId))
    .leftJoin(assignees, eq(assignees.id, leads.assigneeId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const crm = await findCrmStates(
    db,
    rows.map((row) => row.lead.id),
  );
  return rows.map((row) =>
    toLead(row.lead, {
      cardName: row.cardName,
      assignee: toPerson(row.assignee),
      crm: crm.get(row.lead.id) ?? null,
    }),
  );
}

/** Each lead's most recently updated CRM sync (another engineer's worker fills them: features/integrations). */
async function findCrmStates(db: Executor, leadIds: string[]): Promise<Map<string, LeadCrm>> {
  const states = new Map<string, LeadCrm>();
  if (leadIds.length === 0) return states;
  const rows = await db
    .select()
    .from(leadCrmSyncs)
    .where(inArray(leadCrmSyncs.leadId, leadIds))
    .orderBy(desc(leadCrmSyncs.updatedAt), leadCrmSyncs.provider);
  for (const row of rows) {
    if (states.has(row.leadId)) continue;
    states.set(row.leadId, {
      provider: row.provider,
      state: row.state,
      externalId: row.externalId,
      error: row.error,
    });
  }
  return states;
}
