import type { Language } from '@nfc/contract/constants';
import type { Plan } from '@nfc/contract/plans';
import { asc, eq } from 'drizzle-orm';
import { localizeTexts } from '../../catalogue/localized.ts';
import type { Database } from '../../db/client.ts';
import { plans } from '../../db/schema.ts';
import { centsToAmount } from '../../money.ts';

type PlanRow = typeof plans.$inferSelect;

/** A plan as visitors and customers see it: name, description and features in the request's language. */
export function toPlan(row: PlanRow, language: Language): Plan {
  return {
    id: row.id,
    ...localizeTexts(row, language),
    tagLimit: row.tagLimit,
    seatLimit: row.seatLimit,
    isActive: row.isActive,
    priceMonthly: centsToAmount(row.priceMonthlyCents),
    currency: row.currency as Plan['currency'],
    isRecommended: row.isRecommended,
  };
}

export async function findActivePlans({ db, language }: { db: Database; language: Language }): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.sortOrder), asc(plans.priceMonthlyCents), asc(plans.name));
  return rows.map((row) => toPlan(row, language));
}
