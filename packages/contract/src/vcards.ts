import { z } from 'zod';
import { cardAttributionSchema } from './scans.ts';
import { httpUrlSchema } from './tags.ts';

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const profilePictureTypes = ['image/png', 'image/jpeg', 'image/gif'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

const optional = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema
      .optional()
      .nullable()
      .transform((value) => value ?? null),
  );

export const phoneSchema = z
  .string()
  .trim()
  .max(40, { error: 'validation.tooLong' })
  .regex(/^\+?[\d\s()./-]{3,}$/, { error: 'validation.phone' });

/** vCard fields, as JSON or multipart; empty strings mean 'not given'. */
export const vcardBodySchema = z.object({
  configName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.tooLong' }),
  name: optionalText(100),
  surname: optionalText(100),
  position: optionalText(100),
  contactEmail: optional(
    z
      .string()
      .trim()
      .max(254, { error: 'validation.tooLong' })
      .pipe(z.email({ error: 'validation.email' })),
  ),
  phoneNumber: optional(phoneSchema),
  websiteUrl: optional(httpUrlSchema),
  linkedinUrl: optional(httpUrlSchema),
  instagramUrl: optional(httpUrlSchema),
  removeProfilePicture: z
    .preprocess((value) => value === true || value === 'true' || value === '1', z.boolean())
    .optional()
    .default(false),
});
export type VcardBody = z.infer<typeof vcardBodySchema>;

export const vcardSchema = z.object({
  id: z.string(),
  configName: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  position: z.string().nullable(),
  contactEmail: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  profilePicturePath: z.string().nullable(),
  downloadToken: z.string().describe('Public token of /vcard/{downloadToken} and /api/vcf/download/{downloadToken}'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vcard = z.infer<typeof vcardSchema>;

export const presignedUrlResponseSchema = z.object({ presignedUrl: z.string() });

export const sharedVcardSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('active'),
    name: z.string().nullable(),
    surname: z.string().nullable(),
    position: z.string().nullable(),
    organisationName: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    contactEmail: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    instagramUrl: z.string().nullable(),
    organisationStreet: z.string().nullable(),
    organisationNumber: z.string().nullable(),
    organisationPlz: z.string().nullable(),
    organisationCity: z.string().nullable(),
    organisationCountry: z.string().nullable(),
    profilePictureUrl: z.string().nullable(),
  }),
  z.object({ status: z.literal('inactive'), message: z.string() }),
]);
export type SharedVcard = z.infer<typeof sharedVcardSchema>;

const capped = (max: number) =>
  z
    .string()
    .max(4096)
    .optional()
    .nullable()
    .transform((value) => (value ? value.slice(0, max) : null));

/** The record the public card page sends once on load. */
export const scanRecordBodySchema = z.object({
  token: z.string().min(1).max(100),
  userAgent: capped(512),
  language: capped(35),
  platform: capped(64),
  screenResolution: capped(32),
  timezone: capped(64),
  latitude: z.number().min(-90).max(90).optional().nullable(),
  longitude: z.number().min(-180).max(180).optional().nullable(),
  ...cardAttributionSchema.shape,
});
export type ScanRecordBody = z.infer<typeof scanRecordBodySchema>;
