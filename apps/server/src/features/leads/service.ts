import type { Language } from '@nfc/contract/constants';
import type { Lead, LeadBody, LeadsFilter, LeadsQuery } from '@nfc/contract/leads';
import type { ScanSource } from '@nfc/contract/scans';
import { and, count, eq } from 'drizzle-orm';
import type { Actor } from '../../accounts/actor.ts';
import { leadCrmSyncs, leadEvents, leads, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { enqueueCrmSync } from '../../events/crm-events.ts';
import { enqueueEvent } from '../../events/webhook-events.ts';
import { isUuid } from '../../http/validate.ts';
import { consentTextOf } from '../../public-cards/consent.ts';
import { unsafeGetPublicVcard } from '../../public-cards/public-card.ts';
import { findViaTagId } from '../../scan-recording/card-scans.ts';
import { buildLeadsCsv } from './csv.ts';
import { leadFilter, leadScope, selectLeads, toLead, toLeadBase } from './lead-rows.ts';
import { newLeadMail } from './mails.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'scanTargets' | 'organisationReads'>;
type LeadRow = typeof leads.$inferSelect;
type LeadCard = { id: string; organisationId: string; userId: string; configName: string };
type LeadDetails = Pick<LeadRow, 'name' | 'email' | 'phone' | 'company' | 'note'>;

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
    // The event keeps the shape it had before the pipeline; a new lead's status is always 'new'.
    await enqueueEvent(tx, {
      organisationId: card.organisationId,
      event: 'lead.created',
      data: { ...toLeadBase(row!, card.configName), vcfConfigId: card.id, viaTagId },
    });
    await tx.insert(leadEvents).values({
      leadId: row!.id,
      organisationId: card.organisationId,
      kind: 'created',
      change: { source, viaTagId },
    });
    const queued = await enqueueCrmSync(tx, { organisationId: card.organisationId, leadId: row!.id });
    const [crm] =
      queued > 0
        ? await tx
            .select({ provider: leadCrmSyncs.provider })
            .from(leadCrmSyncs)
            .where(eq(leadCrmSyncs.leadId, row!.id))
            .limit(1)
        : [];
    return toLead(row!, {
      cardName: card.configName,
      assignee: null,
      crm: crm ? { provider: crm.provider, state: 'pending', externalId: null, error: null } : null,
    });
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
  // A visitor's write, past the requests that invalidate on their own (app.ts): the tag's funnel counts it.
  deps.organisationReads.invalidate(card.organisationId);
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

export async function findLeads({ db }: Pick<Deps, 'db'>, { actor, query }: { actor: Actor; query: LeadsQuery }) {
  const { page, pageSize, ...filter } = query;
  const where = leadFilter(actor, filter);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(leads).where(where),
    selectLeads(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    leads: rows,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
    currentPage: page,
  };
}

/** Every lead matching the filter, newest first, as a CSV file with headers in `language`. */
export async function exportLeadsCsv(
  { db }: Pick<Deps, 'db'>,
  { actor, filter, language }: { actor: Actor; filter: LeadsFilter; language: Language },
) {
  return buildLeadsCsv(await selectLeads(db, leadFilter(actor, filter)), language);
}

export async function deleteLead({ db }: Pick<Deps, 'db'>, { actor, id }: { actor: Actor; id: string }) {
  if (!isUuid(id)) throw notFound('noun.lead');
  const deleted = await db
    .delete(leads)
    .where(and(eq(leads.id, id), leadScope(actor)))
    .returning({ id: leads.id });
  if (deleted.length === 0) throw notFound('noun.lead');
}
