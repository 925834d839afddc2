import type { Language } from '@nfc/contract/constants';
import type { Lead, LeadBody, LeadsQuery } from '@nfc/contract/leads';
import type { ScanSource } from '@nfc/contract/scans';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { leads, users, vcfConfigs } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { enqueueEvent } from '../../events/webhook-events.ts';
import { isUuid } from '../../http/validate.ts';
import { unsafeGetPublicVcard } from '../../public-cards/public-card.ts';
import { findViaTagId } from '../../scan-recording/card-scans.ts';
import { buildLeadsCsv } from './csv.ts';
import { newLeadMail } from './mails.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'scanTargets'>;
type LeadRow = typeof leads.$inferSelect;
type LeadCard = { id: string; userId: string; configName: string };
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
  },
): Promise<Lead> {
  const { card, viaTagId, source, details, language } = options;
  // The owner's webhooks hear of the lead in the same transaction, so neither exists without the other.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        ownerId: card.userId,
        vcfConfigId: card.id,
        viaTagId,
        source,
        ...details,
        consentAt: new Date(),
        language,
      })
      .returning();
    const lead = toLead(row!, card.configName);
    await enqueueEvent(tx, {
      userId: card.userId,
      event: 'lead.created',
      data: { ...lead, vcfConfigId: card.id, viaTagId },
    });
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
  const lead = await createLead(deps, {
    card,
    viaTagId: await findViaTagId(deps, body.via, card),
    source: body.src ?? 'other',
    details: { name: body.name, email: body.email, phone: body.phone, company: body.company, note: body.note },
    language,
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

/** The owner's leads matching `search` (name, e-mail, company or phone; any part, any case). */
function leadFilter(userId: string, search: string | undefined): SQL | undefined {
  const pattern = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null;
  return and(
    eq(leads.ownerId, userId),
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

export async function findLeads({ db }: Pick<Deps, 'db'>, { userId, query }: { userId: string; query: LeadsQuery }) {
  const where = leadFilter(userId, query.search);
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
  { userId, search, language }: { userId: string; search: string | undefined; language: Language },
) {
  const rows = await selectLeads(db, leadFilter(userId, search));
  return buildLeadsCsv(
    rows.map((row) => toLead(row.lead, row.cardName)),
    language,
  );
}

export async function deleteLead({ db }: Pick<Deps, 'db'>, { userId, id }: { userId: string; id: string }) {
  if (!isUuid(id)) throw notFound('noun.lead');
  const deleted = await db
    .delete(leads)
    .where(and(eq(leads.id, id), eq(leads.ownerId, userId)))
    .returning({ id: leads.id });
  if (deleted.length === 0) throw notFound('noun.lead');
}
