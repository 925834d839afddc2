import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customizations, pricingTiers, shippingRates } from '../db/schema.ts';
import type { Catalogue } from './quote.ts';

/** Everything active the quote needs: three small tables, read per quote so an admin change applies at once. */
export async function loadCatalogue({ db }: { db: Database }): Promise<Catalogue> {
  const [tiers, items, rates] = await Promise.all([
    db.select().from(pricingTiers).where(eq(pricingTiers.isActive, true)),
    db.select().from(customizations).where(eq(customizations.isActive, true)),
    db.select().from(shippingRates).where(eq(shippingRates.isActive, true)),
  ]);
  return { tiers, customizations: items, shippingRates: rates };
}
