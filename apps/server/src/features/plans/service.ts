import type { Plan } from '@nfc/contract/plans';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plans } from '../../db/schema.ts';
import { centsToAmount } from '../../money.ts';

type PlanRow = typeof plans.$inferSelect;

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tagLimit: row.tagLimit,
    seatLimit: row.seatLimit,
    isActive: row.isActive,
    priceMonthly: centsToAmount(row.priceMonthlyCents),
    currency: row.currency as Plan['currency'],
    features: row.features,
  };
}

export async function findActivePlans({ db }: { db: Database }): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.sortOrder), asc(plans.priceMonthlyCents), asc(plans.name));
  return rows.map(toPlan);
}
