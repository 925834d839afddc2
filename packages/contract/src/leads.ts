import { z } from 'zod';
import { languages } from './constants.ts';
import { leadFieldLimits as limits } from './lead-limits.ts';
import { cardAttributionSchema, scanSources } from './scans.ts';
import { cleanText } from './text.ts';
import { phoneSchema } from './vcards.ts';

export const LEADS_PAGE_SIZE = 20;

/** A visitor's text, trimmed and cleaned by the contract's one text rule (text.ts). */
export function cleanLeadText(value: string, { isMultiline = false } = {}): string {
  return cleanText(value, { isMultiline }).trim();
}

const cleaned =
  (isMultiline = false) =>
  (value: unknown) =>
    typeof value === 'string' ? cleanLeadText(value, { isMultiline }) : value;
/** Empty after cleaning means 'not given'. */
const cleanedOrNull =
  (isMultiline = false) =>
  (value: unknown) =>
    typeof value === 'string' ? cleanLeadText(value, { isMultiline }) || null : value;

const optional = <T extends z.ZodType<string>>(schema: T, isMultiline = false) =>
  z.preprocess(
    cleanedOrNull(isMultiline),
    schema
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  );

const text = (max: number) => z.string({ error: 'validation.invalid' }).max(max, { error: 'validation.tooLong' });

/**
 * What a visitor of a public card shares with its owner (POST /api/vcf/share/{token}/leads). `consent` must be
 * literally true; `website` is a honeypot people never see; `via` and `src` come from the card page's address.
 */
export const leadBodySchema = z
  .object({
    name: z.preprocess(
      cleaned(),
      z
        .string({ error: 'validation.required' })
        .min(1, { error: 'validation.required' })
        .max(limits.name, { error: 'validation.tooLong' }),
    ),
    email: optional(text(limits.email).pipe(z.email({ error: 'validation.email' }))),
    phone: optional(phoneSchema),
    company: optional(text(limits.company)),
    note: optional(text(limits.note), true),
    consent: z.literal(true, { error: 'validation.consent' }).describe('The visitor agreed to share these details'),
    consentVersion: z
      .string({ error: 'validation.consentVersion' })
      .max(20, { error: 'validation.consentVersion' })
      .describe('The version of the consent text the page showed (from the card data)'),
    consentLanguage: z
      .enum(languages, { error: 'validation.invalid' })
      .describe('The language of the consent text the page showed'),
    website: z.string().max(1000).optional().describe('Honeypot: leave empty'),
    ...cardAttributionSchema.shape,
  })
  // Runs even when other fields failed, so the visitor sees every problem at once.
  .refine((lead) => Boolean(lead.email || lead.phone), {
    path: ['email'],
    error: 'validation.emailOrPhone',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type LeadBody = z.infer<typeof leadBodySchema>;

export const leadSubmittedSchema = z.object({ message: z.string() });

const searchSchema = z.preprocess(
  cleaned(),
  z.string({ error: 'validation.invalid' }).max(100, { error: 'validation.tooLong' }).optional(),
);

const wholeNumber = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.invalid' })
    .max(max, { error: 'validation.invalid' })
    .default(fallback);

export const leadsQuerySchema = z.object({
  search: searchSchema.describe('Part of the name, e-mail address, company or phone number'),
  page: wholeNumber(100_000, 1),
  pageSize: wholeNumber(100, LEADS_PAGE_SIZE),
});
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

export const leadsExportQuerySchema = z.object({ search: searchSchema });

export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  note: z.string().nullable(),
  source: z.enum(scanSources).describe('nfc: a chip tap, qr: a QR code, other: any other visit'),
  cardName: z.string().nullable().describe('The vCard the lead came from; null once that vCard is deleted'),
  language: z.string().nullable(),
  consentAt: z.string(),
  consent: z
    .object({ text: z.string(), version: z.string(), language: z.string() })
    .nullable()
    .describe('The consent text the visitor agreed to, its version and language; null for leads from before'),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadListSchema = z.object({
  leads: z.array(leadSchema),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  currentPage: z.number().int(),
});
export type LeadList = z.infer<typeof leadListSchema>;
