import { z } from 'zod';
import { linkDomainIdSchema } from './link-domains.ts';
import { linkRulesSchema, linkRuleViewSchema } from './link-rules.ts';
import { plainText } from './text.ts';
import { httpUrlSchema, withHttpsScheme } from './urls.ts';
import { tagChipSchema, tagVerificationModes, verificationCountsSchema } from './verified-taps.ts';

export { httpUrlSchema };

export const tagStatuses = ['active', 'inactive'] as const;
export type TagStatus = (typeof tagStatuses)[number];
export const tagActionTypes = ['WEBSITE_LINK', 'VCARD_PAGE', 'DOCUMENT'] as const;
export type TagActionType = (typeof tagActionTypes)[number];

export const TAG_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const tagDocumentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** The plan a user needs to create tags, and the plans that see analytics (docs/architecture.md, Quota). */
/** Plans whose organisations create tags: the spec's Pro, and Enterprise, which has everything Pro has. */
export const TAG_CREATION_PLANS = ['Pro', 'Enterprise'] as const;
export const ANALYTICS_PLANS = ['Core', 'Pro', 'Enterprise'] as const;

const optionalText = (max: number) =>
  plainText()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const tagActionDataSchema = z.object({
  url: z.string().optional(),
  vcfConfigId: z.string().optional(),
});
export type TagActionData = z.infer<typeof tagActionDataSchema>;
/** As sent: a bare host in `url` gains `https://` (the action rules below still judge it). */
const tagActionDataInputSchema = tagActionDataSchema.extend({
  url: z.preprocess(withHttpsScheme, z.string().optional()),
});

/** A scan cap: past it the scan link answers 410. */
export const TAG_MAX_SCANS_LIMIT = 1_000_000_000;

/** Multipart sends arrays and objects as JSON text; JSON sends them as they are. */
export const jsonField = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};
/** Multipart has no null: an empty field or 'null' clears, an absent one keeps. */
const nullableField = (value: unknown) => (value === '' || value === 'null' ? null : value);

/**
 * Tag fields as JSON or multipart (`actionData` may be a JSON string there); the action rules
 * (URL for links, a vCard for vCard pages, a file for documents) are checked per action type.
 */
export const tagBodySchema = z
  .object({
    name: plainText({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(100, { error: 'validation.tooLong' }),
    status: z.enum(tagStatuses, { error: 'validation.invalid' }).default('active'),
    actionType: z.enum(tagActionTypes, { error: 'validation.invalid' }).default('WEBSITE_LINK'),
    actionData: z
      .preprocess((value) => {
        if (typeof value !== 'string') return value ?? {};
        if (value.trim() === '') return {};
        try {
          return JSON.parse(value);
        } catch {
          return value;
        }
      }, tagActionDataInputSchema.catch({}))
      .default({}),
    campaignId: optionalText(100),
    campaignName: optionalText(100),
    groupId: optionalText(100),
    /** The order the tag arrived with (one of the caller's own); omitted keeps it, empty or null removes it. */
    orderId: plainText()
      .trim()
      .max(100, { error: 'validation.tooLong' })
      .nullable()
      .transform((value) => value || null)
      .optional(),
    /** Omitted keeps the tag's rules; [] or null (multipart: empty or 'null') removes them. */
    rules: z.preprocess((value) => (nullableField(value) === null ? [] : jsonField(value)), linkRulesSchema).optional(),
    /** Omitted keeps; null (or empty) removes. Past it the scan link answers 410. */
    expiresAt: z
      .preprocess(
        nullableField,
        z.iso
          .datetime({ offset: true, error: 'validation.dateTime' })
          .transform((value) => new Date(value).toISOString())
          .nullable(),
      )
      .optional(),
    /** Omitted keeps; null (or empty) removes. After this many visits the scan link answers 410. */
    maxScans: z
      .preprocess((value) => {
        const cleared = nullableField(value);
        return typeof cleared === 'string' && /^\d{1,10}$/.test(cleared) ? Number(cleared) : cleared;
      }, z
        .number({ error: 'validation.maxScans' })
        .int({ error: 'validation.maxScans' })
        .min(1, { error: 'validation.maxScans' })
        .max(TAG_MAX_SCANS_LIMIT, { error: 'validation.maxScans' })
        .nullable())
      .optional(),
    /** Omitted keeps; off, record (store each scan's outcome) or require (only verified taps redirect). */
    verification: z.enum(tagVerificationModes, { error: 'validation.invalid' }).optional(),
    /** Omitted keeps; null (or empty) removes. With `require`: where unverified scans go instead of the notice page. */
    verificationFallbackUrl: z
      .preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? null : nullableField(value)),
        httpUrlSchema.nullable(),
      )
      .optional(),
    /**
     * The link domain its scan link is printed on: one of the organisation's serving domains. Omitted keeps (on
     * create: the organisation's default); null (multipart: empty or 'null') returns to the default.
     */
    domainId: z.preprocess(nullableField, linkDomainIdSchema).optional(),
  })
  .superRefine((tag, ctx) => {
    if (tag.actionType === 'WEBSITE_LINK') {
      const result = httpUrlSchema.safeParse(tag.actionData.url ?? '');
      if (!result.success) ctx.addIssue({ code: 'custom', path: ['actionData'], message: 'validation.url' });
    }
    if (tag.actionType === 'VCARD_PAGE' && !tag.actionData.vcfConfigId) {
      ctx.addIssue({ code: 'custom', path: ['actionData'], message: 'validation.vcardRequired' });
    }
  });
export type TagBody = z.infer<typeof tagBodySchema>;

export const tagSchema = z.object({
  id: z.string(),
  userFacingId: z.string().describe('8 base62 characters; the scan link is /t/{userFacingId}'),
  name: z.string(),
  status: z.enum(tagStatuses),
  actionType: z.enum(tagActionTypes),
  actionData: tagActionDataSchema,
  campaignId: z.string().nullable(),
  campaignName: z.string().nullable(),
  groupId: z.string().nullable(),
  orderId: z.string().nullable().describe('The order the tag arrived with'),
  documentName: z.string().nullable(),
  documentUrl: z.string().nullable().describe('A short-lived link to the uploaded document'),
  scanUrl: z
    .string()
    .describe("The scan link on the tag's domain (its own, else the organisation's default), or on this app's host"),
  domainId: z.string().nullable().describe("The tag's own link domain; null: the organisation's default"),
  scanCount: z.number().int(),
  rules: z.array(linkRuleViewSchema).describe("First match wins; none matches: the tag's own target"),
  expiresAt: z.string().nullable().describe('Past it the scan link answers 410'),
  maxScans: z.number().int().nullable().describe('After this many visits the scan link answers 410'),
  verification: z.enum(tagVerificationModes).describe('Whether scans must prove a tap of the chip (NTAG 424 DNA)'),
  verificationFallbackUrl: z.string().nullable().describe('With require: where unverified scans go'),
  chip: tagChipSchema.nullable().describe('The NTAG 424 DNA chip the tag is bound to'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' });
export const analyticsQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const countsSchema = z.array(z.object({ key: z.string(), count: z.number().int() }));
/** Scans by how they came in: chip taps, QR codes, anything else. */
const sourceCountsSchema = z.object({ nfc: z.number().int(), qr: z.number().int(), other: z.number().int() });
export const tagAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totalScans: z.number().int(),
  uniqueVisitors: z.number().int(),
  series: z.array(z.object({ date: z.string(), scans: z.number().int() }).extend(sourceCountsSchema.shape)),
  sources: sourceCountsSchema,
  /** What followed the tag's scans: card page views and .vcf saves reached through it, and leads it brought. */
  funnel: z.object({
    scans: z.number().int(),
    pageViews: z.number().int(),
    saves: z.number().int(),
    leads: z.number().int(),
  }),
  platforms: countsSchema,
  browsers: countsSchema,
  languages: countsSchema,
  countries: countsSchema,
  /** Which link rule each visit matched: key is the rule's position (1-based) or 'default' for the tag's target. */
  rules: countsSchema,
  /** Scans answered 410 (expired or over the cap) in the range: counted, never as visits. */
  refused: z.number().int(),
  /** Scans by verification outcome (tags with verification on; scans before it are in none). */
  verification: verificationCountsSchema,
});
export type TagAnalytics = z.infer<typeof tagAnalyticsSchema>;
