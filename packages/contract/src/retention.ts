import { z } from 'zod';

/** Months of scans an organisation without a plan (Free) keeps; a plan's own figure wins (null: unlimited). */
export const FREE_SCAN_RETENTION_MONTHS = 12;

/** An organisation's lead retention: leads older than this many months are deleted daily. */
export const LEAD_RETENTION_MONTHS = { min: 1, max: 120 } as const;

/** A plan's scan retention in the admin area: months, or empty (null) for unlimited. */
export const SCAN_RETENTION_MONTHS = { min: 1, max: 600 } as const;

/** GET/PUT /api/organisation/retention: how long the organisation's leads and scans are kept. */
export const organisationRetentionSchema = z.object({
  leadRetentionMonths: z
    .number()
    .int()
    .nullable()
    .describe('Leads older than this many months are deleted daily; null: kept until deleted'),
  scanRetentionMonths: z
    .number()
    .int()
    .nullable()
    .describe(`The plan's months of scans kept (no plan: ${FREE_SCAN_RETENTION_MONTHS}); null: unlimited`),
});
export type OrganisationRetention = z.infer<typeof organisationRetentionSchema>;

export const organisationRetentionBodySchema = z.object({
  leadRetentionMonths: z
    .number({ error: 'validation.leadRetention' })
    .int({ error: 'validation.leadRetention' })
    .min(LEAD_RETENTION_MONTHS.min, { error: 'validation.leadRetention' })
    .max(LEAD_RETENTION_MONTHS.max, { error: 'validation.leadRetention' })
    .nullable()
    .describe('1 to 120 months, or null to keep leads until deleted'),
});
export type OrganisationRetentionBody = z.infer<typeof organisationRetentionBodySchema>;
