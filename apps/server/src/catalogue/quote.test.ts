import { productTypes } from '@nfc/contract/orders';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Catalogue, calculateQuote, findTier, percentOf, QuoteError, type TierRow } from './quote.ts';

const tier = (overrides: Partial<TierRow>): TierRow => ({
  name: 'T',
  description: '',
  productType: 'nfc_card',
  basePriceCents: 500,
  currency: 'EUR',
  minQuantity: 1,
  maxQuantity: null,
  discountPercentage: 0,
  hasMonthlyFee: false,
  monthlyFeeCents: 0,
  features: [],
  isActive: true,
  ...overrides,
});

const catalogue: Catalogue = {
  tiers: [
    tier({ name: 'Small', basePriceCents: 590, minQuantity: 1, maxQuantity: 49 }),
    tier({ name: 'Big', basePriceCents: 490, minQuantity: 50, maxQuantity: null, discountPercentage: 12.5 }),
    tier({ name: 'Pets', productType: 'pet_tag', basePriceCents: 1290 }),
    tier({ name: 'Any', productType: 'all', basePriceCents: 999, minQuantity: 1 }),
    tier({ name: 'Off', basePriceCents: 1, isActive: false }),
  ],
  customizations: [
    { priceCents: 150, category: 'design', isActive: true },
    { priceCents: 100, category: 'material', isActive: true },
    { priceCents: 200, category: 'engraving', isActive: true },
    { priceCents: 999, category: 'design', isActive: false },
    { priceCents: 500, category: 'shipping', isActive: true },
  ],
  shippingRates: [
    {
      country: 'DE',
      baseRateCents: 490,
      perItemRateCents: 5,
      freeShippingThresholdCents: 10_000,
      estimatedDays: '2-3',
      isActive: true,
    },
    {
      country: 'CH',
      baseRateCents: 1490,
      perItemRateCents: 20,
      freeShippingThresholdCents: null,
      estimatedDays: '4-7',
      isActive: true,
    },
    {
      country: 'AT',
      baseRateCents: 1,
      perItemRateCents: 1,
      freeShippingThresholdCents: null,
      estimatedDays: '1',
      isActive: false,
    },
  ],
};

describe('calculateQuote', () => {
  it('prices a core order: base, no customizations, VAT on the subtotal, shipping per item', () => {
    const quote = calculateQuote({ productType: 'nfc_card_core', quantity: 10, shippingCountry: 'DE' }, catalogue);
    expect(quote).toMatchObject({
      unitPriceCents: 590,
      basePriceCents: 5900,
      customizationTotalCents: 0,
      discountAmountCents: 0,
      subtotalCents: 5900,
      vatAmountCents: 1121,
      shippingCostCents: 540,
      totalPriceCents: 7561,
      currency: 'EUR',
      estimatedDays: '2-3',
    });
    expect(quote.tier.name).toBe('Small');
  });

  it('adds design for individual and design, material and engraving for premium, each per unit', () => {
    const individual = calculateQuote(
      { productType: 'nfc_card_individual', quantity: 10, shippingCountry: 'CH' },
      catalogue,
    );
    expect(individual.customizationTotalCents).toBe(1500);
    const premium = calculateQuote({ productType: 'nfc_card_premium', quantity: 10, shippingCountry: 'CH' }, catalogue);
    expect(premium.customizationTotalCents).toBe(4500);
    expect(premium.shippingCostCents).toBe(1490 + 200);
  });

  it('discounts the base only, rounding half up at each amount, and ships free from the threshold', () => {
    const quote = calculateQuote({ productType: 'nfc_card_core', quantity: 51, shippingCountry: 'DE' }, catalogue);
    expect(quote.basePriceCents).toBe(24_990);
    expect(quote.discountAmountCents).toBe(3124); // 3123.75 rounds up
    expect(quote.subtotalCents).toBe(21_866);
    expect(quote.vatAmountCents).toBe(4155); // 4154.54 rounds down
    expect(quote.shippingCostCents).toBe(0);
    expect(quote.totalPriceCents).toBe(21_866 + 4155);
  });

  it('prefers the exact line over `all`, then the highest minimum, and refuses what has no tier or rate', () => {
    expect(findTier(catalogue.tiers, 'pet_tag', 5)?.name).toBe('Pets');
    expect(findTier(catalogue.tiers, 'food_counter', 5)?.name).toBe('Any');
    expect(findTier(catalogue.tiers, 'nfc_card', 50)?.name).toBe('Big');
    expect(() =>
      calculateQuote({ productType: 'nfc_card_core', quantity: 1, shippingCountry: 'AT' }, catalogue),
    ).toThrow(QuoteError);
    expect(() =>
      calculateQuote({ productType: 'nfc_card_core', quantity: 1, shippingCountry: 'NL' }, catalogue),
    ).toThrow(/do not ship to NL/);
    expect(() =>
      calculateQuote({ productType: 'nfc_card_core', quantity: 5, shippingCountry: 'DE' }, { ...catalogue, tiers: [] }),
    ).toThrow(/No price is set/);
  });

  it('rounds percentages half up exactly', () => {
    expect(percentOf(1, 50)).toBe(1);
    expect(percentOf(1005, 5)).toBe(50);
    expect(percentOf(333, 33.33)).toBe(111);
    expect(percentOf(0, 19)).toBe(0);
  });
});

describe('calculateQuote properties', () => {
  const tierArb = fc.record({
    basePriceCents: fc.integer({ min: 0, max: 100_000 }),
    discountPercentage: fc.integer({ min: 0, max: 10_000 }).map((value) => value / 100),
  });
  const shippingArb = fc.record({
    baseRateCents: fc.integer({ min: 0, max: 10_000 }),
    perItemRateCents: fc.integer({ min: 0, max: 500 }),
    freeShippingThresholdCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  });
  const catalogueOf = (
    t: { basePriceCents: number; discountPercentage: number },
    s: typeof shippingArb extends fc.Arbitrary<infer S> ? S : never,
    customization: number,
  ): Catalogue => ({
    tiers: [tier({ productType: 'all', ...t })],
    customizations: [{ priceCents: customization, category: 'design', isActive: true }],
    shippingRates: [{ country: 'DE', estimatedDays: '2', isActive: true, ...s }],
  });

  it('is never negative, and total = subtotal + VAT + shipping', () => {
    fc.assert(
      fc.property(
        tierArb,
        shippingArb,
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(...productTypes),
        (t, s, c, quantity, productType) => {
          const quote = calculateQuote({ productType, quantity, shippingCountry: 'DE' }, catalogueOf(t, s, c));
          for (const key of [
            'basePriceCents',
            'customizationTotalCents',
            'discountAmountCents',
            'subtotalCents',
            'vatAmountCents',
            'shippingCostCents',
            'totalPriceCents',
          ] as const) {
            expect(quote[key]).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(quote[key])).toBe(true);
          }
          expect(quote.totalPriceCents).toBe(quote.subtotalCents + quote.vatAmountCents + quote.shippingCostCents);
        },
      ),
    );
  });

  it('never charges less for more units within one tier (on the same side of the free-shipping threshold)', () => {
    fc.assert(
      fc.property(
        tierArb,
        shippingArb,
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 1, max: 999 }),
        fc.constantFrom(...productTypes),
        (t, s, c, quantity, productType) => {
          const items = catalogueOf(t, s, c);
          const fewer = calculateQuote({ productType, quantity, shippingCountry: 'DE' }, items);
          const more = calculateQuote({ productType, quantity: quantity + 1, shippingCountry: 'DE' }, items);
          expect(more.subtotalCents + more.vatAmountCents).toBeGreaterThanOrEqual(
            fewer.subtotalCents + fewer.vatAmountCents,
          );
          // Crossing the free-shipping threshold may lower the total: that is the point of the threshold.
          if ((fewer.shippingCostCents === 0) === (more.shippingCostCents === 0)) {
            expect(more.totalPriceCents).toBeGreaterThanOrEqual(fewer.totalPriceCents);
          }
        },
      ),
    );
  });

  it('ships free exactly from the threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 1000 }), (unit, quantity) => {
        const subtotal = unit * quantity;
        const at = calculateQuote(
          { productType: 'nfc_card_core', quantity, shippingCountry: 'DE' },
          catalogueOf(
            { basePriceCents: unit, discountPercentage: 0 },
            { baseRateCents: 490, perItemRateCents: 5, freeShippingThresholdCents: subtotal },
            0,
          ),
        );
        const above = calculateQuote(
          { productType: 'nfc_card_core', quantity, shippingCountry: 'DE' },
          catalogueOf(
            { basePriceCents: unit, discountPercentage: 0 },
            { baseRateCents: 490, perItemRateCents: 5, freeShippingThresholdCents: subtotal + 1 },
            0,
          ),
        );
        expect(at.shippingCostCents).toBe(0);
        expect(above.shippingCostCents).toBe(490 + 5 * quantity);
      }),
    );
  });
});
