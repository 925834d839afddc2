import type {
  Customization,
  CustomizationBody,
  ShippingRate,
  ShippingRateBody,
  Tier,
  TierBody,
} from '@nfc/contract/pricing';
import type { NounKey } from '@nfc/contract/server-messages';
import type { User } from '@nfc/contract/users';
import { asc, eq } from 'drizzle-orm';
import { diffFields, recordAudit } from '../../audit/audit-log.ts';
import { germanList, germanText } from '../../catalogue/localized.ts';
import type { Database } from '../../db/client.ts';
import { customizations, pricingTiers, shippingRates } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';
import { amountToCents, centsToAmount } from '../../money.ts';

const toTier = (row: typeof pricingTiers.$inferSelect): Tier => ({
  id: row.id,
  name: row.name,
  description: row.description,
  basePrice: centsToAmount(row.basePriceCents),
  currency: row.currency,
  minQuantity: row.minQuantity,
  maxQuantity: row.maxQuantity,
  discountPercentage: Number(row.discountPercentage),
  isActive: row.isActive,
  productType: row.productType,
  hasMonthlyFee: row.hasMonthlyFee,
  monthlyFee: centsToAmount(row.monthlyFeeCents),
  features: row.features,
  nameDe: row.nameDe,
  descriptionDe: row.descriptionDe,
  featuresDe: row.featuresDe,
});
const tierColumns = (data: TierBody) => ({
  name: data.name,
  description: data.description,
  basePriceCents: amountToCents(data.basePrice),
  currency: data.currency,
  minQuantity: data.minQuantity,
  maxQuantity: data.maxQuantity,
  discountPercentage: data.discountPercentage,
  isActive: data.isActive,
  productType: data.productType,
  hasMonthlyFee: data.hasMonthlyFee,
  monthlyFeeCents: amountToCents(data.monthlyFee),
  features: data.features,
  nameDe: germanText(data.nameDe),
  descriptionDe: germanText(data.descriptionDe),
  featuresDe: germanList(data.featuresDe),
});

const toCustomization = (row: typeof customizations.$inferSelect): Customization => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: centsToAmount(row.priceCents),
  currency: row.currency,
  category: row.category,
  isActive: row.isActive,
});
const customizationColumns = (data: CustomizationBody) => ({
  name: data.name,
  description: data.description,
  priceCents: amountToCents(data.price),
  currency: data.currency,
  category: data.category,
  isActive: data.isActive,
});

const toShippingRate = (row: typeof shippingRates.$inferSelect): ShippingRate => ({
  id: row.id,
  region: row.region,
  country: row.country,
  baseRate: centsToAmount(row.baseRateCents),
  perItemRate: centsToAmount(row.perItemRateCents),
  freeShippingThreshold: row.freeShippingThresholdCents === null ? null : centsToAmount(row.freeShippingThresholdCents),
  estimatedDays: row.estimatedDays,
  isActive: row.isActive,
});
const shippingColumns = (data: ShippingRateBody) => ({
  region: data.region,
  country: data.country,
  baseRateCents: amountToCents(data.baseRate),
  perItemRateCents: amountToCents(data.perItemRate),
  freeShippingThresholdCents: data.freeShippingThreshold === null ? null : amountToCents(data.freeShippingThreshold),
  estimatedDays: data.estimatedDays,
  isActive: data.isActive,
});

/**
 * Create, update, delete and list for one pricing table, with an audit row for every change.
 * The three lists differ only in their table and column mapping.
 */
function managedList<TRow extends { id: string; createdAt: Date }, TBody, TOut>(options: {
  kind: string;
  noun: NounKey;
  // biome-ignore lint/suspicious/noExplicitAny: the three drizzle tables share only id and createdAt
  table: any;
  toOut: (row: TRow) => TOut;
  toColumns: (body: TBody) => Record<string, unknown>;
  label: (row: TRow) => string;
}) {
  const { kind, noun, table, toOut, toColumns, label } = options;
  const getRow = async (db: Database, id: string): Promise<TRow> => {
    if (!isUuid(id)) throw notFound(noun);
    const [row] = (await db.select().from(table).where(eq(table.id, id))) as TRow[];
    if (!row) throw notFound(noun);
    return row;
  };
  return {
    async list({ db }: { db: Database }) {
      const rows = (await db.select().from(table).orderBy(asc(table.createdAt))) as TRow[];
      return rows.map(toOut);
    },
    async create({ db, actor, data }: { db: Database; actor: User; data: TBody }) {
      return db.transaction(async (tx) => {
        const [row] = (await tx.insert(table).values(toColumns(data)).returning()) as TRow[];
        await recordAudit(tx, {
          actor,
          action: `${kind}.create`,
          targetType: kind,
          targetId: row!.id,
          targetLabel: label(row!),
        });
        return toOut(row!);
      });
    },
    async update({ db, actor, id, data }: { db: Database; actor: User; id: string; data: TBody }) {
      const existing = await getRow(db, id);
      const columns = toColumns(data);
      const changes = diffFields(existing as unknown as Record<string, unknown>, columns);
      return db.transaction(async (tx) => {
        const [row] = (await tx.update(table).set(columns).where(eq(table.id, id)).returning()) as TRow[];
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, {
            actor,
            action: `${kind}.update`,
            targetType: kind,
            targetId: id,
            targetLabel: label(row!),
            changes,
          });
        }
        return toOut(row!);
      });
    },
    async remove({ db, actor, id }: { db: Database; actor: User; id: string }) {
      const existing = await getRow(db, id);
      await db.transaction(async (tx) => {
        await tx.delete(table).where(eq(table.id, id));
        await recordAudit(tx, {
          actor,
          action: `${kind}.delete`,
          targetType: kind,
          targetId: id,
          targetLabel: label(existing),
        });
      });
    },
  };
}

export const tierList = managedList<typeof pricingTiers.$inferSelect, TierBody, Tier>({
  kind: 'pricing_tier',
  noun: 'noun.pricingTier',
  table: pricingTiers,
  toOut: toTier,
  toColumns: tierColumns,
  label: (row) => `${row.name} (${row.productType})`,
});
export const customizationList = managedList<typeof customizations.$inferSelect, CustomizationBody, Customization>({
  kind: 'customization',
  noun: 'noun.customization',
  table: customizations,
  toOut: toCustomization,
  toColumns: customizationColumns,
  label: (row) => row.name,
});
export const shippingList = managedList<typeof shippingRates.$inferSelect, ShippingRateBody, ShippingRate>({
  kind: 'shipping_rate',
  noun: 'noun.shippingRate',
  table: shippingRates,
  toOut: toShippingRate,
  toColumns: shippingColumns,
  label: (row) => `${row.country} (${row.region})`,
});
