import { VAT_RATE_PERCENT } from '@nfc/contract/constants';
import { type ProductType, splitProductType } from '@nfc/contract/orders';
import type { ServerMessageKey } from '@nfc/contract/server-messages';
import { english, type Message, type MessageParams, msg } from '../i18n/messages.ts';

export type TierRow = {
  name: string;
  description: string;
  productType: string;
  basePriceCents: number;
  currency: string;
  minQuantity: number;
  maxQuantity: number | null;
  discountPercentage: number;
  hasMonthlyFee: boolean;
  monthlyFeeCents: number;
  features: string[];
  /** German texts for the quote's tierInfo; null or absent: the English ones. */
  nameDe?: string | null;
  descriptionDe?: string | null;
  featuresDe?: string[] | null;
  isActive: boolean;
};
export type CustomizationRow = { priceCents: number; category: string; isActive: boolean };
export type ShippingRow = {
  country: string;
  baseRateCents: number;
  perItemRateCents: number;
  freeShippingThresholdCents: number | null;
  estimatedDays: string;
  isActive: boolean;
};
export type Catalogue = { tiers: TierRow[]; customizations: CustomizationRow[]; shippingRates: ShippingRow[] };

/** Every amount in integer cents. */
export type QuoteCents = {
  productType: ProductType;
  quantity: number;
  unitPriceCents: number;
  basePriceCents: number;
  customizationTotalCents: number;
  discountAmountCents: number;
  subtotalCents: number;
  vatAmountCents: number;
  shippingCostCents: number;
  totalPriceCents: number;
  currency: string;
  tier: TierRow;
  estimatedDays: string | null;
};

/** A quote that cannot be made; `.message` is the English text of its catalogue message. */
export class QuoteError extends Error {
  override name = 'QuoteError';
  readonly localized: Message;

  constructor(key: ServerMessageKey, params?: MessageParams) {
    const localized = msg(key, params);
    super(english(localized));
    this.localized = localized;
  }
}

/** Which customization categories each edition includes (docs/architecture.md, Orders and quotes). */
const editionCategories = { core: [], individual: ['design'], premium: ['design', 'material', 'engraving'] } as const;

/** a × p% in cents, rounded half up, exact for percentages with two decimals. */
export function percentOf(amountCents: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return Math.floor((amountCents * hundredths + 5_000) / 10_000);
}

/** The active tier for a line and quantity: the exact line before `all`, then the highest minimum. */
export function findTier(tiers: TierRow[], line: string, quantity: number): TierRow | null {
  const matching = tiers.filter(
    (tier) =>
      tier.isActive &&
      (tier.productType === line || tier.productType === 'all') &&
      tier.minQuantity <= quantity &&
      (tier.maxQuantity === null || quantity <= tier.maxQuantity),
  );
  matching.sort(
    (a, b) => Number(b.productType === line) - Number(a.productType === line) || b.minQuantity - a.minQuantity,
  );
  return matching[0] ?? null;
}

/** The price of `quantity` units of a product shipped to a country (pure; docs/architecture.md, Orders and quotes). */
export function calculateQuote(
  input: { productType: ProductType; quantity: number; shippingCountry: string },
  catalogue: Catalogue,
): QuoteCents {
  const { productType, quantity, shippingCountry } = input;
  if (!Number.isInteger(quantity) || quantity < 1) throw new QuoteError('orders.quantityInvalid');
  const { line, edition } = splitProductType(productType);
  const tier = findTier(catalogue.tiers, line, quantity);
  if (!tier) throw new QuoteError('orders.noPriceForQuantity', { units: quantity });
  const shipping = catalogue.shippingRates.find((rate) => rate.isActive && rate.country === shippingCountry);
  if (!shipping) throw new QuoteError('orders.noShipping', { country: shippingCountry });

  const categories: readonly string[] = editionCategories[edition];
  const perUnitCustomization = catalogue.customizations
    .filter((item) => item.isActive && categories.includes(item.category))
    .reduce((sum, item) => sum + item.priceCents, 0);
  const basePriceCents = tier.basePriceCents * quantity;
  const discountAmountCents = percentOf(basePriceCents, tier.discountPercentage);
  const customizationTotalCents = perUnitCustomization * quantity;
  const subtotalCents = basePriceCents + customizationTotalCents - discountAmountCents;
  const vatAmountCents = percentOf(subtotalCents, VAT_RATE_PERCENT);
  const isFree = shipping.freeShippingThresholdCents !== null && subtotalCents >= shipping.freeShippingThresholdCents;
  const shippingCostCents = isFree ? 0 : shipping.baseRateCents + shipping.perItemRateCents * quantity;
  return {
    productType,
    quantity,
    unitPriceCents: tier.basePriceCents,
    basePriceCents,
    customizationTotalCents,
    discountAmountCents,
    subtotalCents,
    vatAmountCents,
    shippingCostCents,
    totalPriceCents: subtotalCents + vatAmountCents + shippingCostCents,
    currency: tier.currency,
    tier,
    estimatedDays: shipping.estimatedDays,
  };
}
