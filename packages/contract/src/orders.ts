import { z } from 'zod';
import { currencies, productEditions, productLines, shippingCountries } from './constants.ts';
import { jsonField } from './tags.ts';
import { multilineText, plainText } from './text.ts';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1000;
export const QUANTITY_DEFAULT = 10;
export const ORDER_LOGO_MAX_BYTES = 10 * 1024 * 1024;
/** Rendering an SVG costs far more than storing a picture, so SVG logos get a tighter limit. */
export const ORDER_SVG_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The types a logo may be uploaded as; an SVG is converted to a PNG on upload and never stored. */
export const orderLogoTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp'] as const;
export const ORDER_HISTORY_PAGE_SIZE = 10;
export const PRICE_DEBOUNCE_MS = 400;

export const productTypes = productLines.flatMap((line) =>
  productEditions.map((edition) => `${line}_${edition}` as const),
);
export type ProductType = (typeof productTypes)[number];
export const productTypeSchema = z.enum(productTypes as [ProductType, ...ProductType[]], {
  error: 'validation.productType',
});

export function splitProductType(productType: ProductType) {
  const edition = productEditions.find((name) => productType.endsWith(`_${name}`))!;
  return { line: productType.slice(0, -(edition.length + 1)) as (typeof productLines)[number], edition };
}

/** Where an order's fobs are shipped (stored with the order; the country is the quote's shipping country). */
export type DeliveryAddress = {
  name: string;
  company: string | null;
  street: string;
  number: string;
  plz: string;
  city: string;
  country: (typeof shippingCountries)[number];
};

export const tagWritingPreferences = ['by_us', 'by_client'] as const;

/** Postal code formats of the shipping countries: a simple shape each, no backtracking (NL: "1234 AB"). */
export const postalCodeFormats: Record<(typeof shippingCountries)[number], { pattern: RegExp; message: string }> = {
  DE: { pattern: /^\d{5}$/, message: 'validation.postalCode5' },
  AT: { pattern: /^\d{4}$/, message: 'validation.postalCode4' },
  CH: { pattern: /^\d{4}$/, message: 'validation.postalCode4' },
  BE: { pattern: /^\d{4}$/, message: 'validation.postalCode4' },
  NL: { pattern: /^\d{4} ?[A-Za-z]{2}$/, message: 'validation.postalCodeNL' },
};

export const DELIVERY_NAME_MAX = 100;
export const DELIVERY_COMPANY_MAX = 200;
export const DELIVERY_STREET_MAX = 200;
export const DELIVERY_NUMBER_MAX = 20;
export const DELIVERY_CITY_MAX = 100;

const deliveryText = (max: number) =>
  plainText({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

/** A delivery address on its own: each country's postal code format is checked against its country. */
export const deliveryAddressSchema = z
  .object({
    name: deliveryText(DELIVERY_NAME_MAX),
    company: plainText()
      .trim()
      .max(DELIVERY_COMPANY_MAX, { error: 'validation.tooLong' })
      .nullish()
      .transform((value) => value || null),
    street: deliveryText(DELIVERY_STREET_MAX),
    number: deliveryText(DELIVERY_NUMBER_MAX),
    plz: plainText({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(10, {
      error: 'validation.tooLong',
    }),
    city: deliveryText(DELIVERY_CITY_MAX),
    country: z.enum(shippingCountries, { error: 'validation.shippingCountry' }),
  })
  .superRefine((address, ctx) => {
    const format = postalCodeFormats[address.country];
    if (!format.pattern.test(address.plz)) ctx.addIssue({ code: 'custom', path: ['plz'], message: format.message });
  })
  .transform((address): DeliveryAddress => {
    // "1234ab" is stored the way the Dutch post writes it: "1234 AB".
    if (address.country !== 'NL') return address;
    const compact = address.plz.replace(' ', '').toUpperCase();
    return { ...address, plz: `${compact.slice(0, 4)} ${compact.slice(4)}` };
  });
/** An order's stored delivery address as answered (null: an order placed before addresses were kept). */
export const deliveryAddressOutputSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  number: z.string(),
  plz: z.string(),
  city: z.string(),
  country: z.string(),
});
const shippingCountryOfName: Record<string, (typeof shippingCountries)[number]> = {
  Germany: 'DE',
  Austria: 'AT',
  Switzerland: 'CH',
};

/** A shipping country code for an organisation's country as stored (a registration name or already a code). */
export function shippingCountryOf(country: string | null | undefined) {
  if (!country) return null;
  if ((shippingCountries as readonly string[]).includes(country)) return country as (typeof shippingCountries)[number];
  return shippingCountryOfName[country] ?? null;
}

type AddressOwner = {
  organisationName: string | null;
  organisationStreet: string | null;
  organisationNumber: string | null;
  organisationPlz: string | null;
  organisationCity: string | null;
  organisationCountry: string | null;
  contactFirstName: string | null;
  contactLastName: string | null;
};

/** The organisation's profile address as a delivery address, addressed to the ordering person. */
export function organisationDeliveryAddress(
  owner: AddressOwner,
  fallbackCountry: (typeof shippingCountries)[number],
): DeliveryAddress {
  const person = [owner.contactFirstName, owner.contactLastName].filter(Boolean).join(' ').trim();
  return {
    name: person || owner.organisationName || '',
    company: person ? owner.organisationName || null : null,
    street: owner.organisationStreet ?? '',
    number: owner.organisationNumber ?? '',
    plz: owner.organisationPlz ?? '',
    city: owner.organisationCity ?? '',
    country: shippingCountryOf(owner.organisationCountry) ?? fallbackCountry,
  };
}

/** An address as it goes on the parcel, one part a line, the country left to the caller's language. */
export function deliveryAddressLines(address: Omit<DeliveryAddress, 'country'>): string[] {
  return [
    address.name,
    ...(address.company ? [address.company] : []),
    `${address.street} ${address.number}`.trim(),
    `${address.plz} ${address.city}`.trim(),
  ];
}

export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;

const quantitySchema = z.coerce
  .number({ error: 'validation.quantity' })
  .int({ error: 'validation.quantity' })
  .min(QUANTITY_MIN, { error: 'validation.quantity' })
  .max(QUANTITY_MAX, { error: 'validation.quantity' });

export const calculatePriceBodySchema = z.object({
  productType: productTypeSchema,
  quantity: quantitySchema,
  customizations: z.array(z.string()).max(0).optional().default([]),
  shippingCountry: z.enum(shippingCountries, { error: 'validation.shippingCountry' }).default('DE'),
});
export type CalculatePriceBody = z.infer<typeof calculatePriceBodySchema>;

export const priceQuoteSchema = z.object({
  productType: productTypeSchema,
  quantity: z.number().int(),
  unitPrice: z.number(),
  basePrice: z.number(),
  customizationTotal: z.number(),
  discountAmount: z.number(),
  subtotal: z.number(),
  vatAmount: z.number(),
  shippingCost: z.number(),
  totalPrice: z.number(),
  currency: z.enum(currencies),
  tierInfo: z.object({
    name: z.string(),
    description: z.string(),
    discountPercentage: z.number(),
    hasMonthlyFee: z.boolean(),
    monthlyFee: z.number(),
    features: z.array(z.string()),
  }),
  estimatedDays: z.string().nullable(),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

const orderRequestFields = {
  productType: productTypeSchema,
  quantity: quantitySchema,
  tagWritingPreference: z.enum(tagWritingPreferences, { error: 'validation.invalid' }).default('by_us'),
  shippingCountry: z.enum(shippingCountries, { error: 'validation.shippingCountry' }).default('DE'),
  /** NTAG 424 DNA chips that sign every tap (issue 31): the order's encoding sheet then carries the SUN layout. */
  verifiedTaps: z
    .preprocess((value) => value === true || value === 'true' || value === '1', z.boolean())
    .optional()
    .default(false),
};

/** The fobs go where they are shipped: an address in another country than the quote's is refused. */
const deliveryMatchesShipping = (
  body: { shippingCountry: string; deliveryAddress?: DeliveryAddress },
  ctx: z.RefinementCtx,
) => {
  if (body.deliveryAddress && body.deliveryAddress.country !== body.shippingCountry) {
    ctx.addIssue({ code: 'custom', path: ['deliveryAddress', 'country'], message: 'validation.deliveryCountry' });
  }
};

/** Fields of POST /api/orders/request (multipart; the logo file is `orderLogoFile`). */
export const orderRequestBodySchema = z
  .object({
    ...orderRequestFields,
    /** Multipart: the address as JSON text in one field; JSON: an object. Absent: the organisation's address. */
    deliveryAddress: z.preprocess(jsonField, deliveryAddressSchema.optional()).optional(),
    /** With no orderLogoFile: print the brand kit's logo (copied into the order, so later brand changes do not alter it). */
    useBrandLogo: z
      .preprocess((value) => value === true || value === 'true' || value === '1', z.boolean())
      .optional()
      .default(false),
  })
  .superRefine(deliveryMatchesShipping);
/** The web order form: the same fields with the delivery address always filled in. */
export const orderFormSchema = z
  .object({ ...orderRequestFields, deliveryAddress: deliveryAddressSchema })
  .superRefine(deliveryMatchesShipping);
export type OrderRequestBody = z.infer<typeof orderRequestBodySchema>;

export const orderRequestResponseSchema = z.object({
  message: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
});

export const adminOrderStatuses = [
  'pending_review',
  'payment_pending',
  'processing_vcf_pending',
  'shipped',
  'completed',
  'cancelled',
] as const;
export type AdminOrderStatus = (typeof adminOrderStatuses)[number];
export const customerOrderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type CustomerOrderStatus = (typeof customerOrderStatuses)[number];

/** docs/architecture.md, Order statuses: what the customer sees of each admin status. */
export const customerStatusOf: Record<AdminOrderStatus, CustomerOrderStatus> = {
  pending_review: 'pending',
  payment_pending: 'pending',
  processing_vcf_pending: 'processing',
  shipped: 'shipped',
  completed: 'delivered',
  cancelled: 'cancelled',
};

export const orderHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ORDER_HISTORY_PAGE_SIZE),
  status: z.enum(customerOrderStatuses).optional(),
  sortBy: z.enum(['date', 'amount', 'status']).default('date'),
});
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;

export const orderHistoryItemSchema = z.object({
  productType: z.enum(productLines),
  quantity: z.number().int(),
  unitPrice: z.number(),
  customization: z.string().describe('The edition: core, individual or premium'),
});

export const customerOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: z.enum(customerOrderStatuses),
  currency: z.enum(currencies),
  totalAmount: z.number(),
  trackingNumber: z.string().nullable(),
  shippingCountry: z.string(),
  tagWritingPreference: z.enum(tagWritingPreferences),
  verifiedTaps: z.boolean().describe('NTAG 424 DNA chips with verified taps'),
  productType: productTypeSchema,
  items: z.array(orderHistoryItemSchema),
  deliveryAddress: deliveryAddressOutputSchema.nullable().optional(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const orderHistoryResponseSchema = z.object({
  orders: z.array(customerOrderSchema),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  currentPage: z.number().int(),
});
export type OrderHistoryResponse = z.infer<typeof orderHistoryResponseSchema>;

export const adminOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  userEmail: z.string(),
  organisationName: z.string().nullable(),
  organisationStreet: z.string().nullable(),
  organisationNumber: z.string().nullable(),
  organisationPlz: z.string().nullable(),
  organisationCity: z.string().nullable(),
  createdAt: z.string(),
  productType: productTypeSchema,
  quantity: z.number().int(),
  shippingCountry: z.string(),
  totalAmount: z.number(),
  currency: z.enum(currencies),
  logoUploaded: z.boolean(),
  logoS3Key: z.string().nullable(),
  tagWritingPreference: z.enum(tagWritingPreferences),
  verifiedTaps: z.boolean(),
  status: z.enum(adminOrderStatuses),
  adminNotes: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  deliveryAddress: deliveryAddressOutputSchema.nullable().optional(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const updateOrderStatusBodySchema = z
  .object({
    status: z.enum(adminOrderStatuses, { error: 'validation.invalid' }),
    adminNotes: multilineText().trim().max(2000, { error: 'validation.tooLong' }).nullable().optional(),
    trackingNumber: plainText().trim().max(100, { error: 'validation.tooLong' }).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'shipped' && !body.trackingNumber) {
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'validation.trackingRequired' });
    }
  });
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusBodySchema>;
