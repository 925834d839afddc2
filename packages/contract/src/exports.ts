import { z } from 'zod';

/** An organisation export's life: queued, being built, ready to download (until it expires), or given up. */
export const organisationExportStatuses = ['pending', 'running', 'ready', 'failed'] as const;
export type OrganisationExportStatus = (typeof organisationExportStatuses)[number];

/** New exports an organisation may start per day; asking again while one is under way answers that one. */
export const ORGANISATION_EXPORTS_PER_DAY = 5;
/** How long the finished zip and its download link last. */
export const ORGANISATION_EXPORT_LIFETIME_HOURS = 24;

export const organisationExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(organisationExportStatuses),
  /** 0 to 1, as the job goes through the files and the scans. */
  progress: z.number().min(0).max(1),
  createdAt: z.iso.datetime({ offset: true }),
  /** When the zip and its link expire; null until the export is ready. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** The zip's size in bytes once ready. */
  sizeBytes: z.number().int().nullable(),
  /** True once a ready export's file has expired and been deleted. */
  isExpired: z.boolean(),
  /** A short-lived download link for the signed-in owner, while the export is ready and not expired. */
  downloadUrl: z.string().optional(),
});
export type OrganisationExport = z.infer<typeof organisationExportSchema>;

export const organisationExportListSchema = z.array(organisationExportSchema);

export const organisationExportCreatedSchema = z.object({ id: z.uuid() });
export type OrganisationExportCreated = z.infer<typeof organisationExportCreatedSchema>;

/** The download link: `token` is the mailed secret; `exp` and `sig` a short-lived link the portal hands out. */
export const organisationExportDownloadQuerySchema = z.object({
  token: z.string().max(200).optional(),
  exp: z.string().max(20).optional(),
  sig: z.string().max(200).optional(),
});
