import type { Language } from '@nfc/contract/constants';
import { buildCsv } from '@nfc/contract/csv';
import type { AnalyticsQuery } from '@nfc/contract/tags';
import type { TeamAnalytics } from '@nfc/contract/team';
import { managesTeam } from '@nfc/contract/team-roles';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../accounts/actor.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { resolveRange } from '../../http/date-range.ts';

/**
 * Per member: their cards now, and the views, saves and leads of those cards in the range (bots left out). Owner
 * and admins see everyone, a member themselves. Each count reads its cards' rows by (card, time) index, within
 * the organisation's rows, so only the range's monthly scan partitions are read.
 */
export async function getTeamAnalytics(
  db: Executor,
  { actor, query }: { actor: Actor; query: AnalyticsQuery },
): Promise<TeamAnalytics> {
  const { from, to, start, end } = resolveRange(query);
  const organisationId = actor.organisationId;
  // Written out: inside sub-selects drizzle's unqualified column names would be ambiguous.
  const cardsOf = sql`(select vcf_configs.id from vcf_configs where vcf_configs.user_id = users.id)`;
  const scansOf = (kind: 'page' | 'save') =>
    sql<number>`(select count(*)::int from scans where scans.owner_id = ${organisationId} and scans.kind = ${kind}
      and scans.is_bot = false and scans.occurred_at >= ${start.toISOString()} and scans.occurred_at < ${end.toISOString()}
      and scans.vcf_config_id in ${cardsOf})`;
  const rows = await db
    .select({
      user: users,
      cards: sql<number>`(select count(*)::int from vcf_configs where vcf_configs.user_id = users.id)`,
      views: scansOf('page'),
      saves: scansOf('save'),
      leads: sql<number>`(select count(*)::int from leads where leads.owner_id = ${organisationId}
        and leads.created_at >= ${start.toISOString()} and leads.created_at < ${end.toISOString()}
        and leads.vcf_config_id in ${cardsOf})`,
    })
    .from(users)
    .where(
      and(eq(users.organisationId, organisationId), managesTeam(actor.teamRole) ? undefined : eq(users.id, actor.id)),
    )
    .orderBy(sql`case ${users.teamRole} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(users.createdAt));
  return {
    from,
    to,
    members: rows.map(({ user, cards, views, saves, leads }) => ({
      id: user.id,
      name: [user.contactFirstName, user.contactLastName].filter(Boolean).join(' ') || null,
      email: user.email,
      role: user.teamRole,
      cards: Number(cards),
      views: Number(views),
      saves: Number(saves),
      leads: Number(leads),
    })),
  };
}

const headers: Record<Language, string[]> = {
  en: ['Name', 'E-mail', 'Role', 'Cards', 'Card views', 'Saves', 'Leads', 'From', 'To'],
  de: ['Name', 'E-Mail', 'Rolle', 'Karten', 'Kartenaufrufe', 'Gespeichert', 'Leads', 'Von', 'Bis'],
};
const roleNames: Record<Language, Record<TeamAnalytics['members'][number]['role'], string>> = {
  en: { owner: 'Owner', admin: 'Admin', member: 'Member' },
  de: { owner: 'Inhaber', admin: 'Administrator', member: 'Mitglied' },
};

/** The figures as a CSV file, headers in `language` (cells that look like formulas are defused by buildCsv). */
export function buildTeamAnalyticsCsv(analytics: TeamAnalytics, language: Language): string {
  return buildCsv([
    headers[language],
    ...analytics.members.map((member) => [
      member.name,
      member.email,
      roleNames[language][member.role],
      member.cards,
      member.views,
      member.saves,
      member.leads,
      analytics.from,
      analytics.to,
    ]),
  ]);
}
