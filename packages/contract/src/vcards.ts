import { z } from 'zod';
import {
  CARD_BIO_MAX,
  CARD_LINK_LABEL_MAX,
  CARD_LINKS_MAX,
  CARD_MIN_CONTRAST,
  COVER_IMAGE_HEIGHT,
  COVER_IMAGE_WIDTH,
  cardLayouts,
  LOGO_IMAGE_SIZE,
} from './card-appearance.ts';
import { contrastRatio } from './colours.ts';
import { linkDomainIdSchema } from './link-domains.ts';
import { cardAttributionSchema } from './scans.ts';
import { jsonField } from './tags.ts';
import { multilineText, plainText } from './text.ts';
import { httpUrlSchema } from './urls.ts';

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const profilePictureTypes = ['image/png', 'image/jpeg', 'image/gif'] as const;
/** Cover and logo images take the profile picture's rules: png/jpeg/gif by content, re-encoded, this size at most. */
export const CARD_IMAGE_MAX_BYTES = PROFILE_PICTURE_MAX_BYTES;
const hexColour = plainText({ error: 'validation.hexColour' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.hexColour' })
  .transform((value) => value.toLowerCase());

export const cardAppearanceSchema = z
  .object(
    {
      layout: z.enum(cardLayouts, { error: 'validation.invalid' }),
      primaryColor: hexColour,
      backgroundColor: hexColour,
    },
    { error: 'validation.invalid' },
  )
  .superRefine((appearance, ctx) => {
    if (contrastRatio(appearance.primaryColor, appearance.backgroundColor) < CARD_MIN_CONTRAST) {
      ctx.addIssue({ code: 'custom', path: ['primaryColor'], message: 'validation.cardContrast' });
    }
  });

export const cardLinkSchema = z.object(
  {
    label: plainText({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(CARD_LINK_LABEL_MAX, { error: 'validation.tooLong' }),
    url: httpUrlSchema,
  },
  { error: 'validation.invalid' },
);
export type CardLink = z.infer<typeof cardLinkSchema>;
export const cardLinksSchema = z
  .array(cardLinkSchema, { error: 'validation.invalid' })
  .max(CARD_LINKS_MAX, { error: 'validation.tooManyLinks' });

const optionalText = (max: number) =>
  plainText()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const optionalField = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema
      .optional()
      .nullable()
      .transform((value) => value ?? null),
  );

export const phoneSchema = plainText()
  .trim()
  .max(40, { error: 'validation.tooLong' })
  .regex(/^\+?[\d\s()./-]{3,}$/, { error: 'validation.phone' });

export * from './card-appearance.ts';

export const bioSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  multilineText().trim().max(CARD_BIO_MAX, { error: 'validation.tooLong' }).nullable(),
);

export const flag = z
  .preprocess((value) => value === true || value === 'true' || value === '1', z.boolean())
  .optional()
  .default(false);

/** vCard fields, as JSON or multipart; empty strings mean 'not given'. */
export const vcardBodySchema = z.object({
  configName: plainText({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.tooLong' }),
  name: optionalText(100),
  surname: optionalText(100),
  position: optionalText(100),
  contactEmail: optionalField(
    plainText()
      .trim()
      .max(254, { error: 'validation.tooLong' })
      .pipe(z.email({ error: 'validation.email' })),
  ),
  phoneNumber: optionalField(phoneSchema),
  websiteUrl: optionalField(httpUrlSchema),
  linkedinUrl: optionalField(httpUrlSchema),
  instagramUrl: optionalField(httpUrlSchema),
  removeProfilePicture: flag,
  /** The design fields: omitted keeps what the card has (older clients send none of them). */
  bio: bioSchema.optional(),
  // Optional inside too: an empty multipart field becomes undefined there, and means 'not given' as well.
  links: z.preprocess(jsonField, cardLinksSchema.optional()).optional(),
  appearance: z.preprocess(jsonField, cardAppearanceSchema.optional()).optional(),
  removeCoverImage: flag,
  removeLogoImage: flag,
  /**
   * The organisation's card template the card follows (decision 017): its shared values fill the card and its
   * locked fields cannot differ from it. Omitted keeps; null detaches (owner and admins only).
   */
  templateId: z.preprocess(
    (value) => (value === '' || value === 'null' ? null : value),
    z.string().max(100, { error: 'validation.invalid' }).nullable().optional(),
  ),
  /** True: design, logo and cover follow the organisation's brand kit; omitted keeps (editing the design stops it). */
  followsBrand: z
    .preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : value),
      z.boolean({ error: 'validation.invalid' }).optional(),
    )
    .optional(),
  /**
   * The link domain its public page is shared on: one of the organisation's serving domains (not a template field).
   * Omitted keeps (on create: the organisation's default); null (multipart: empty or 'null') returns to the default.
   */
  domainId: z.preprocess((value) => (value === '' || value === 'null' ? null : value), linkDomainIdSchema).optional(),
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
  bio: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  appearance: z.object({ layout: z.enum(cardLayouts), primaryColor: z.string(), backgroundColor: z.string() }),
  coverImagePath: z.string().nullable(),
  logoImagePath: z.string().nullable(),
  downloadToken: z.string().describe('Public token of /vcard/{downloadToken} and /api/vcf/download/{downloadToken}'),
  publicUrl: z
    .string()
    .describe("The card page on the card's domain (its own, else the organisation's default), or on this app's host"),
  domainId: z.string().nullable().describe("The card's own link domain; null: the organisation's default"),
  templateId: z.string().nullable(),
  /** The fields its template locks (empty without a template): the editor shows them read-only. */
  lockedFields: z.array(z.string()),
  /** Its design, logo and cover follow the organisation’s brand kit (always answered; optional for older fixtures). */
  followsBrand: z.boolean().optional(),
  /** The member whose card it is. */
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vcard = z.infer<typeof vcardSchema>;

export const presignedUrlResponseSchema = z.object({ presignedUrl: z.string() });
export const cardImageKinds = ['profile', 'cover', 'logo'] as const;
export type CardImageKind = (typeof cardImageKinds)[number];
/** GET /api/vcf-configs/{id}/image-presigned-url?image=: which of the card's images (the profile picture if none). */
export const presignedUrlQuerySchema = z.object({
  image: z.enum(cardImageKinds, { error: 'validation.invalid' }).default('profile'),
});

export const sharedVcardSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('active'),
    publicUrl: z
      .string()
      .describe("The card page on the card's link domain (else this app's host): what its QR code hands on"),
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
    bio: z.string().nullable(),
    links: z.array(z.object({ label: z.string(), url: z.string() })),
    appearance: z.object({ layout: z.enum(cardLayouts), primaryColor: z.string(), backgroundColor: z.string() }),
    coverImageUrl: z.string().nullable().describe(`${COVER_IMAGE_WIDTH}x${COVER_IMAGE_HEIGHT} JPEG`),
    logoImageUrl: z.string().nullable().describe(`PNG inside ${LOGO_IMAGE_SIZE}x${LOGO_IMAGE_SIZE}`),
    consent: z
      .object({
        version: z.string(),
        texts: z.object({ en: z.string(), de: z.string() }),
      })
      .describe("The consent text of the 'Share your details' form, current version, per language"),
  }),
  z.object({ status: z.literal('inactive'), message: z.string() }),
]);
export type SharedVcard = z.infer<typeof sharedVcardSchema>;

/** GET /api/vcf-configs/{id}/email-signature?qr=true: a signature for Gmail, Outlook and Apple Mail. */
export const emailSignatureQuerySchema = z.object({
  qr: z
    .enum(['true', 'false', '1', '0'], { error: 'validation.invalid' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
export const emailSignatureSchema = z.object({
  html: z.string().describe('A table with inline styles only: no script, no class, no external font'),
  text: z.string(),
});
export type EmailSignature = z.infer<typeof emailSignatureSchema>;

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
