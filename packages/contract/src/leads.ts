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

/** Where a lead stands in the sales pipeline (issue 28, decision 031); every new lead starts as `new`. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Labels per lead, and characters per label (decision 031). */
export const LEAD_LABEL_LIMIT = 10;
export const LEAD_LABEL_MAX_LENGTH = 30;
export const LEAD_NOTE_MAX_LENGTH = 2000;
/** The `assigneeId` filter value for leads nobody works yet. */
export const UNASSIGNED = 'unassigned';

/** Letters and digits of any script, spaces and a few joiners: nothing a spreadsheet or a CRM reads as markup. */
const LABEL_CHARACTERS = /^[\p{L}\p{M}\p{N} _.&+#/'-]+$/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoDate = z.string({ error: 'validation.invalid' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' });

/** One label: trimmed, inner runs of spaces made one, 1 to 30 safe characters. */
export const leadLabelSchema = z.preprocess(
  (value) => (typeof value === 'string' ? cleanLeadText(value).replace(/ {2,}/g, ' ') : value),
  z
    .string({ error: 'validation.invalid' })
    .min(1, { error: 'validation.required' })
    .max(LEAD_LABEL_MAX_LENGTH, { error: 'validation.tooLong' })
    .regex(LABEL_CHARACTERS, { error: 'validation.leadLabel' }),
);

/** Labels as a set: the first spelling of each wins, later ones differing only in case are dropped. */
export function dedupeLabels(labels: readonly string[]): string[] {
  const seen = new Set<string>();
  return labels.filter((label) => {
    const key = label.toLocaleLowerCase('en');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const labelsSchema = z
  .array(leadLabelSchema, { error: 'validation.invalid' })
  .max(LEAD_LABEL_LIMIT * 3, { error: 'validation.tooManyLabels' })
  .transform(dedupeLabels)
  .refine((labels) => labels.length <= LEAD_LABEL_LIMIT, { error: 'validation.tooManyLabels' });

/** Repeated (`status=new&status=won`) or comma-separated (`status=new,won`): a list either way. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.split(',')
        : Array.isArray(value)
          ? value.flatMap((v) => String(v).split(','))
          : value,
    z
      .array(item, { error: 'validation.invalid' })
      .min(1, { error: 'validation.invalid' })
      .max(leadStatuses.length * 2, {
        error: 'validation.invalid',
      }),
  );

/** The pipeline filters the list, the CSV export and the board share. */
export const leadsFilterSchema = z.object({
  search: searchSchema.describe('Part of the name, e-mail address, company or phone number'),
  status: listOf(z.enum(leadStatuses, { error: 'validation.invalid' }))
    .optional()
    .describe('One status or several (repeated or comma-separated)'),
  assigneeId: z
    .string({ error: 'validation.invalid' })
    .refine((value) => value === UNASSIGNED || UUID.test(value), { error: 'validation.invalid' })
    .optional()
    .describe("A member's id, or `unassigned`"),
  label: z
    .preprocess(
      cleaned(),
      z.string({ error: 'validation.invalid' }).min(1, { error: 'validation.invalid' }).max(LEAD_LABEL_MAX_LENGTH, {
        error: 'validation.tooLong',
      }),
    )
    .optional()
    .describe('Leads carrying this label (any case)'),
  vcfConfigId: z
    .string({ error: 'validation.invalid' })
    .regex(UUID, { error: 'validation.invalid' })
    .optional()
    .describe('Leads from this vCard'),
  from: isoDate.optional().describe('Received on or after this day (YYYY-MM-DD, UTC)'),
  to: isoDate.optional().describe('Received on or before this day (YYYY-MM-DD, UTC)'),
});
export type LeadsFilter = z.infer<typeof leadsFilterSchema>;

export const leadsQuerySchema = leadsFilterSchema.extend({
  page: wholeNumber(100_000, 1),
  pageSize: wholeNumber(100, LEADS_PAGE_SIZE),
});
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

export const leadsExportQuerySchema = leadsFilterSchema;

/** A member as a lead names them: an author, an actor, an assignee. */
export const leadPersonSchema = z.object({
  id: z.string(),
  name: z.string().describe('First and last name, or the e-mail address when the member gave no name'),
});
export type LeadPerson = z.infer<typeof leadPersonSchema>;

export const crmProviders = ['hubspot', 'salesforce'] as const;
export const crmSyncStates = ['pending', 'synced', 'failed'] as const;

export const leadCrmSchema = z
  .object({
    provider: z.enum(crmProviders),
    state: z.enum(crmSyncStates),
    externalId: z.string().nullable().describe("The contact's id in the CRM, once synced"),
    error: z.string().nullable().describe('Why the last attempt failed'),
  })
  .describe("The lead's most recent CRM sync; null when no CRM is connected");
export type LeadCrm = z.infer<typeof leadCrmSchema>;

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
  status: z.enum(leadStatuses),
  assignee: leadPersonSchema.nullable().describe('The member who works the lead'),
  labels: z.array(z.string()),
  updatedAt: z.string(),
  crm: leadCrmSchema.nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: leadPersonSchema.nullable().describe('null once the author left the organisation'),
  createdAt: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

export const leadEventKinds = ['created', 'status', 'assignee', 'labels', 'note', 'crm'] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

export const leadEventSchema = z.object({
  id: z.string(),
  kind: z.enum(leadEventKinds),
  change: z
    .record(z.string(), z.unknown())
    .describe('status, labels: { from, to }; assignee: { from, to } as people or null; note: { noteId }'),
  actor: leadPersonSchema.nullable().describe('null: the system (a visitor, the CRM sync) or a member who left'),
  createdAt: z.string(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

/** GET /api/leads/{id}: the lead with its notes (newest first) and history (newest first). */
export const leadDetailSchema = leadSchema.extend({
  notes: z.array(leadNoteSchema),
  history: z.array(leadEventSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const updateLeadBodySchema = z
  .object({
    status: z.enum(leadStatuses, { error: 'validation.invalid' }).optional(),
    assigneeId: z
      .string({ error: 'validation.invalid' })
      .regex(UUID, { error: 'validation.invalid' })
      .nullable()
      .optional()
      .describe('A member of the organisation (a member may only assign themselves); null: nobody'),
    labels: labelsSchema.optional().describe(`Up to ${LEAD_LABEL_LIMIT} labels; the list replaces the lead's`),
  })
  .refine((body) => body.status !== undefined || body.assigneeId !== undefined || body.labels !== undefined, {
    error: 'validation.leadNothingToChange',
  });
export type UpdateLeadBody = z.infer<typeof updateLeadBodySchema>;

export const leadNoteBodySchema = z.object({
  text: z.preprocess(
    cleaned(true),
    z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(LEAD_NOTE_MAX_LENGTH, { error: 'validation.tooLong' }),
  ),
});
export type LeadNoteBody = z.infer<typeof leadNoteBodySchema>;

export const leadLabelsSchema = z.array(z.string()).describe("The labels in use on the caller's leads, A to Z");

export const leadListSchema = z.object({
  leads: z.array(leadSchema),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  currentPage: z.number().int(),
});
export type LeadList = z.infer<typeof leadListSchema>;
