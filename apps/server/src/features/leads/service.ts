import type { Language } from '@nfc/contract/constants';
import type { Lead, LeadBody, LeadsQuery } from '@nfc/contract/leads';
import type { ScanSource } from '@nfc/contract/scans';
import { managesTeam } from '@nfc/contract/team-roles';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../accounts/actor.ts';
import { leads, users, vcfConfigs } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { enqueueCrmSync } from '../../events/crm-events.ts';
import { enqueueEvent } from '../../events/webhook-events.ts';
import { isUuid } from '../../http/validate.ts';
import { consentTextOf } from '../../public-cards/consent.ts';
import { unsafeGetPublicVcard } from '../../public-cards/public-card.ts';
import { findViaTagId } from '../../scan-recording/card-scans.ts';
import { buildLeadsCsv } from './csv.ts';
import { newLeadMail } from './mails.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'scanTargets'>;
type LeadRow = typeof leads.$inferSelect;
type LeadCard = { id: string; organisationId: string; userId: string; configName: string };
type LeadDetails = Pick<LeadRow, 'name' | 'email' | 'phone' | 'company' | 'note'>;

function toLead(row: LeadRow, cardName: string | null): Lead {
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

/** Stores one lead for the card's owner: the one place a lead comes into being. */
export async function createLead(
  { db }: Pick<Deps, 'db'>,
  options: {
    card: LeadCard;
    viaTagId: string | null;
    source: ScanSource;
    details: LeadDetails;
    language: string | null;
    /** The consent text the visitor was shown and agreed to (public-cards/consent.ts). */
    consent: { text: string; version: string; language: Language };
  },
): Promise<Lead> {
  const { card, viaTagId, source, details, language, consent } = options;
  // The owner's webhooks and CRM hear of the lead in the same transaction, so neither exists without the other.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        organisationId: card.organisationId,
        vcfConfigId: card.id,
        viaTagId,
        source,
        ...details,
        consentAt: new Date(),
        consentText: consent.text,
        consentVersion: consent.version,
        consentLanguage: consent.language,
        language,
      })
      .returning();
    const lead = toLead(row!, card.configName);
    await enqueueEvent(tx, {
      organisationId: card.organisationId,
      event: 'lead.created',
      data: { ...lead, vcfConfigId: card.id, viaTagId },
    });
    await enqueueCrmSync(tx, { organisationId: card.organisationId, leadId: lead.id });
    return lead;
  });
}

/**
 * A visitor's details for the owner of a public card: stored as the owner's lead and mailed to the owner
 * only. Unknown cards and cards of inactive accounts are not found. A filled honeypot (`website`) marks a
 * bot: nothing is kept, and the caller answers exactly as for a person.
 */
export async function submitLead(
  deps: Deps,
  { downloadToken, body, language }: { downloadToken: string; body: LeadBody; language: string | null },
): Promise<void> {
  const found = await unsafeGetPublicVcard(deps, downloadToken);
  if (!found?.owner.isAccountActive) throw notFound('noun.businessCard');
  if (body.website) return;
  const { card } = found;
  // The server decides the text: the page names the version and language it showed, the lead keeps that text.
  const consentText = consentTextOf(body.consentVersion, body.consentLanguage, {
    name: card.name,
    surname: card.surname,
    organisationName: found.owner.organisationName,
  });
  if (consentText === null) {
    throw new AppError('VALIDATION', 'validation.consentVersion', {
      fields: { consentVersion: 'validation.consentVersion' },
    });
  }
  const lead = await createLead(deps, {
    card,
    viaTagId: await findViaTagId(deps, body.via, card),
    source: body.src ?? 'other',
    details: { name: body.name, email: body.email, phone: body.phone, company: body.company, note: body.note },
    language,
    consent: { text: consentText, version: body.consentVersion, language: body.consentLanguage },
  });
  const [owner] = await deps.db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, card.userId));
  if (owner) {
    await deps.mailer.send(
      newLeadMail({ to: owner.email, language: owner.language, lead, appUrl: deps.config.appUrl }),
    );
  }
}

/**
 * The leads the actor may see: all of the organisation's for its owner and admins, those left on their own cards
 * for a member.
 */
function leadScope(actor: Actor): SQL | undefined {
  const inOrganisation = eq(leads.organisationId, actor.organisationId);
  if (managesTeam(actor.teamRole)) return inOrganisation;
  // Written out: inside a sub-select drizzle's unqualified column names would be ambiguous.
  const onOwnCards = sql`${leads.vcfConfigId} in (select vcf_configs.id from vcf_configs where vcf_configs.user_id = ${actor.id})`;
  return and(inOrganisation, onOwnCards);
}

/** The actor's leads matching `search` (name, e-mail, company or phone; any part, any case). */
function leadFilter(actor: Actor, search: string | undefined): SQL | undefined {
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
  );
}

function selectLeads(db: Deps['db'], where: SQL | undefined) {
  return db
    .select({ lead: leads, cardName: vcfConfigs.configName })
    .from(leads)
    .leftJoin(vcfConfigs, eq(vcfConfigs.id, leads.vcfConfigId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id));
}

export async function findLeads({ db }: Pick<Deps, 'db'>, { actor, query }: { actor: Actor; query: LeadsQuery }) {
  const where = leadFilter(actor, query.search);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(leads).where(where),
    selectLeads(db, where)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    leads: rows.map((row) => toLead(row.lead, row.cardName)),
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
    currentPage: query.page,
  };
}

/** Every lead matching `search`, newest first, as a CSV file with headers in `language`. */
export async function exportLeadsCsv(
  { db }: Pick<Deps, 'db'>,
  { actor, search, language }: { actor: Actor; search: string | undefined; language: Language },
) {
  const rows = await selectLeads(db, leadFilter(actor, search));
  return buildLeadsCsv(
    rows.map((row) => toLead(row.lead, row.cardName)),
    language,
  );
}

export async function deleteLead({ db }: Pick<Deps, 'db'>, { actor, id }: { actor: Actor; id: string }) {
  if (!isUuid(id)) throw notFound('noun.lead');
  const deleted = await db
    .delete(leads)
    .where(and(eq(leads.id, id), leadScope(actor)))
    .returning({ id: leads.id });
  if (deleted.length === 0) throw notFound('noun.lead');
}
