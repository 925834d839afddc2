import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users, vcfConfigs } from '../db/schema.ts';

/** A vCard by its public token with what the public page shows of its owner; never ids or the account e-mail. */
export async function unsafeGetPublicVcard({ db }: { db: Database }, downloadToken: string) {
  const [found] = await db
    .select({
      card: vcfConfigs,
      owner: {
        isAccountActive: users.isAccountActive,
        organisationName: users.organisationName,
        organisationStreet: users.organisationStreet,
        organisationNumber: users.organisationNumber,
        organisationPlz: users.organisationPlz,
        organisationCity: users.organisationCity,
        organisationCountry: users.organisationCountry,
      },
    })
    .from(vcfConfigs)
    .innerJoin(users, eq(users.id, vcfConfigs.userId))
    .where(eq(vcfConfigs.downloadToken, downloadToken));
  return found ?? null;
}
