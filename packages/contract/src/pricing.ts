import { z } from 'zod';
import { currencies, productLines, shippingCountries } from './constants.ts';
import { type ServerMessageKey, serverMessages } from './server-messages.ts';
import { multilineText, plainText } from './text.ts';

export const tierProductTypes = [...productLines, 'all'] as const;
export const customizationCategories = ['design', 'engraving', 'material', 'shipping'] as const;
export const shippingRegions = ['Europe', 'North America', 'South America', 'Asia', 'Africa', 'Oceania'] as const;

const pricingMessageNames = [
  'nameRequired',
  'pricePositive',
  'minQuantity',
  'maxQuantity',
  'discount',
  'regionRequired',
  'countryRequired',
  'baseRate',
  'perItemRate',
  'freeShipping',
] as const;
type PricingMessageName = (typeof pricingMessageNames)[number];

/** The schemas' message keys (`pricing.*`): the server answers their English text, the web translates them. */
export const pricingMessageKeys = Object.fromEntries(pricingMessageNames.map((name) => [name, `pricing.${name}`])) as {
  [Name in PricingMessageName]: `pricing.${Name}` & ServerMessageKey;
};

/** The spec's validation messages, word for word (billing-and-admin section 5). */
export const pricingMessages = Object.fromEntries(
  pricingMessageNames.map((name) => [name, serverMessages[pricingMessageKeys[name]]]),
) as { [Name in PricingMessageName]: (typeof serverMessages)[`pricing.${Name}`] };

const money = (message: string) =>
  z.number({ error: message }).min(0, { error: message }).max(1_000_000, { error: message });
const name = plainText({ error: pricingMessageKeys.nameRequired })
  .trim()
  .min(1, { error: pricingMessageKeys.nameRequired })
  .max(100, { error: 'validation.tooLong' });

export const tierBodySchema = z
  .object({
    name,
    description: multilineText().trim().max(500, { error: 'validation.tooLong' }).default(''),
    basePrice: money(pricingMessageKeys.pricePositive),
    currency: z.enum(currencies).default('EUR'),
    minQuantity: z
      .number({ error: pricingMessageKeys.minQuantity })
      .int({ error: pricingMessageKeys.minQuantity })
      .min(1, { error: pricingMessageKeys.minQuantity })
      .default(1),
    maxQuantity: z
      .number({ error: pricingMessageKeys.maxQuantity })
      .int({ error: pricingMessageKeys.maxQuantity })
      .nullable()
      .default(null),
    discountPercentage: z
      .number({ error: pricingMessageKeys.discount })
      .min(0, { error: pricingMessageKeys.discount })
      .max(100, { error: pricingMessageKeys.discount })
      .default(0),
    isActive: z.boolean().default(true),
    productType: z.enum(tierProductTypes, { error: 'validation.invalid' }).default('nfc_card'),
    hasMonthlyFee: z.boolean().default(false),
    monthlyFee: money(pricingMessageKeys.pricePositive).default(0),
    features: z.array(plainText().trim().min(1).max(200)).max(20).default([]),
    /** German name, description and features; null or empty: the English ones; left out: kept as they are. */
    nameDe: plainText().trim().max(100, { error: 'validation.tooLong' }).nullable().optional(),
    descriptionDe: multilineText().trim().max(500, { error: 'validation.tooLong' }).nullable().optional(),
    featuresDe: z
      .array(plainText().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }))
      .max(20, { error: 'validation.tooLong' })
      .nullable()
      .optional(),
  })
  .superRefine((tier, ctx) => {
    if (tier.maxQuantity !== null && tier.maxQuantity <= tier.minQuantity) {
      ctx.addIssue({ code: 'custom', path: ['maxQuantity'], message: pricingMessageKeys.maxQuantity });
    }
  });
export type TierBody = z.infer<typeof tierBodySchema>;

export const tierSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  basePrice: z.number(),
  currency: z.enum(currencies),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int().nullable(),
  discountPercentage: z.number(),
  isActive: z.boolean(),
  productType: z.enum(tierProductTypes),
  hasMonthlyFee: z.boolean(),
  monthlyFee: z.number(),
  features: z.array(z.string()),
  nameDe: z.string().nullable().optional(),
  descriptionDe: z.string().nullable().optional(),
  featuresDe: z.array(z.string()).nullable().optional(),
});
export type Tier = z.infer<typeof tierSchema>;

export const customizationBodySchema = z.object({
  name,
  description: multilineText().trim().max(500, { error: 'validation.tooLong' }).default(''),
  price: money(pricingMessageKeys.pricePositive),
  currency: z.enum(currencies).default('EUR'),
  category: z.enum(customizationCategories, { error: 'validation.invalid' }).default('design'),
  isActive: z.boolean().default(true),
});
export type CustomizationBody = z.infer<typeof customizationBodySchema>;

export const customizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.enum(currencies),
  category: z.enum(customizationCategories),
  isActive: z.boolean(),
});
export type Customization = z.infer<typeof customizationSchema>;

export const shippingRateBodySchema = z.object({
  region: z.enum(shippingRegions, { error: pricingMessageKeys.regionRequired }).default('Europe'),
  country: z.enum(shippingCountries, { error: pricingMessageKeys.countryRequired }),
  baseRate: money(pricingMessageKeys.baseRate),
  perItemRate: money(pricingMessageKeys.perItemRate).default(0),
  freeShippingThreshold: money(pricingMessageKeys.freeShipping).nullable().default(null),
  estimatedDays: plainText().trim().max(40, { error: 'validation.tooLong' }).default('3-5'),
  isActive: z.boolean().default(true),
});
export type ShippingRateBody = z.infer<typeof shippingRateBodySchema>;

export const shippingRateSchema = z.object({
  id: z.string(),
  region: z.enum(shippingRegions),
  country: z.enum(shippingCountries),
  baseRate: z.number(),
  perItemRate: z.number(),
  freeShippingThreshold: z.number().nullable(),
  estimatedDays: z.string(),
  isActive: z.boolean(),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

/** Admin pricing answers are wrapped in `data` (docs/architecture.md, Answers). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
