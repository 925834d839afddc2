import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { organisations, vcfConfigs } from '../db/schema.ts';
import { cardLinkDomain, servingLinkDomain, servingLinkDomainOn } from '../public-links/link-base.ts';

/**
 * A vCard by its public token with what the public page shows of its organisation (never ids or e-mails), and the
 * serving host of its link domain, if any (link-base.ts).
 */
export async function unsafeGetPublicVcard({ db }: { db: Database }, downloadToken: string) {
  const [found] = await db
    .select({
      card: vcfConfigs,
      owner: {
        isAccountActive: organisations.isActive,
        organisationName: organisations.name,
        organisationStreet: organisations.street,
        organisationNumber: organisations.number,
        organisationPlz: organisations.plz,
        organisationCity: organisations.city,
        organisationCountry: organisations.country,
      },
      linkHost: servingLinkDomain.hostname,
    })
    .from(vcfConfigs)
    .innerJoin(organisations, eq(organisations.id, vcfConfigs.organisationId))
    .leftJoin(servingLinkDomain, servingLinkDomainOn(cardLinkDomain))
    .where(eq(vcfConfigs.downloadToken, downloadToken));
  return found ?? null;
}
