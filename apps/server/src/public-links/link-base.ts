import { and, eq, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { linkDomains, organisations, tags, vcfConfigs } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUuid } from '../http/validate.ts';

/**
 * Where a tag's or card's public links live (issue 33, decision 040): on its effective domain, its own link domain or
 * else its organisation's default, while that domain serves (verified_at set); otherwise on the app's own URL, so a
 * failed or removed domain never leaves a link that leads nowhere. The scan link and card page answer on every host
 * of the organisation and on the app's host alike, so the base only chooses what is printed and shown.
 */

/** link_domains as the effective domain of the row a query reads, joined only while it serves. */
export const servingLinkDomain = alias(linkDomains, 'serving_link_domain');

/** The columns of a tag or card and of its organisation (joined by the query) that pick its effective domain. */
export type LinkDomainColumns = {
  organisationId: AnyPgColumn;
  linkDomainId: AnyPgColumn | SQL;
  defaultLinkDomainId: AnyPgColumn;
};

/** A tag's: its own domain, else its organisation's default (the query joins organisations). */
export const tagLinkDomain: LinkDomainColumns = {
  organisationId: tags.organisationId,
  linkDomainId: tags.linkDomainId,
  defaultLinkDomainId: organisations.defaultLinkDomainId,
};

/** A card's (vcf_configs): its own domain, else its organisation's default (the query joins organisations). */
export const cardLinkDomain: LinkDomainColumns = {
  organisationId: vcfConfigs.organisationId,
  linkDomainId: vcfConfigs.linkDomainId,
  defaultLinkDomainId: organisations.defaultLinkDomainId,
};

/**
 * The condition of `.leftJoin(servingLinkDomain, ...)`: the row's own domain or else its organisation's default,
 * of the same organisation, serving now. Both are primary-key look-ups, so a list of a thousand tags stays one scan.
 */
export function servingLinkDomainOn({ organisationId, linkDomainId, defaultLinkDomainId }: LinkDomainColumns): SQL {
  return and(
    eq(servingLinkDomain.id, sql`coalesce(${linkDomainId}, ${defaultLinkDomainId})`),
    eq(servingLinkDomain.organisationId, organisationId),
    isNotNull(servingLinkDomain.verifiedAt),
  )!;
}

/** The base URL in SQL, for queries that write their answer themselves (the tag list): `appUrl` as text or parameter. */
export const linkBaseSql = (appUrl: Placeholder | SQL | string) =>
  sql<string>`coalesce('https://' || ${servingLinkDomain.hostname}, ${appUrl}::text)`;

/** The base URL from the serving host a query joined (`servingLinkDomain.hostname`; null: none serves). */
export const linkBaseOf = (appUrl: string, servingHost: string | null | undefined): string =>
  servingHost ? `https://${servingHost}` : appUrl;

/** The public base URL of one item of an organisation: its domain (null: none of its own) or the default. */
export async function getLinkBase(
  deps: { db: Executor; config: { appUrl: string } },
  { organisationId, domainId }: { organisationId: string; domainId: string | null },
): Promise<string> {
  const [found] = await deps.db
    .select({ hostname: servingLinkDomain.hostname })
    .from(organisations)
    .leftJoin(
      servingLinkDomain,
      servingLinkDomainOn({
        organisationId: organisations.id,
        linkDomainId: sql`${domainId}::uuid`,
        defaultLinkDomainId: organisations.defaultLinkDomainId,
      }),
    )
    .where(eq(organisations.id, organisationId));
  return linkBaseOf(deps.config.appUrl, found?.hostname);
}

/**
 * Refuses a `domainId` that is not a serving domain of the organisation, as a field error: another organisation's
 * domain answers as an unknown one, so the answer never tells whether an id exists. null (the default) passes.
 */
export async function assertServingLinkDomain(
  db: Executor,
  { organisationId, domainId }: { organisationId: string; domainId: string | null },
): Promise<void> {
  if (domainId === null) return;
  const [found] = isUuid(domainId)
    ? await db
        .select({ id: linkDomains.id })
        .from(linkDomains)
        .where(
          and(
            eq(linkDomains.id, domainId),
            eq(linkDomains.organisationId, organisationId),
            isNotNull(linkDomains.verifiedAt),
          ),
        )
    : [];
  if (!found) {
    throw new AppError('VALIDATION', 'validation.linkDomain', { fields: { domainId: 'validation.linkDomain' } });
  }
}
