import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { organisations, users } from '../db/schema.ts';

type NewOrganisation = Omit<typeof organisations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type NewOwner = Omit<typeof users.$inferInsert, 'id' | 'organisationId' | 'teamRole' | 'createdAt' | 'updatedAt'>;

/**
 * A new account: an organisation with the user as its owner, in one transaction. Answers null, and keeps nothing,
 * when the address already has an account.
 */
export async function createOrganisationWithOwner(
  db: Database,
  { organisation, owner }: { organisation: NewOrganisation; owner: NewOwner },
) {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(organisations).values(organisation).returning({ id: organisations.id });
    const organisationId = created!.id;
    const [user] = await tx
      .insert(users)
      .values({ ...owner, organisationId, teamRole: 'owner' })
      .onConflictDoNothing()
      .returning();
    // Nobody has signed in to an organisation made a moment ago: the session cache is not concerned.
    if (!user) await tx.delete(organisations).where(eq(organisations.id, organisationId));
    return user ?? null;
  });
}
