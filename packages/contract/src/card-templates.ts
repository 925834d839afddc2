import { z } from 'zod';
import { cardLayouts } from './card-appearance.ts';
import { jsonField } from './tags.ts';
import { plainText } from './text.ts';
import { httpUrlSchema } from './urls.ts';
import { bioSchema, cardAppearanceSchema, cardLinksSchema, flag, optionalField } from './vcards.ts';

/**
 * The card fields a template shares (decision 017): its values fill every card made from it, and those it locks
 * a card cannot change. A card's name, contact details and photo stay the member's own.
 */
export const templateFields = [
  'websiteUrl',
  'linkedinUrl',
  'instagramUrl',
  'bio',
  'links',
  'appearance',
  'logoImage',
  'coverImage',
] as const;
export type TemplateField = (typeof templateFields)[number];

export const CARD_TEMPLATES_MAX = 50;

/** A template as JSON or multipart (with `logoImage` and `coverImage` files); empty values mean 'not shared'. */
export const cardTemplateBodySchema = z.object({
  name: plainText({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.tooLong' }),
  websiteUrl: optionalField(httpUrlSchema),
  linkedinUrl: optionalField(httpUrlSchema),
  instagramUrl: optionalField(httpUrlSchema),
  bio: bioSchema.optional().transform((value) => value ?? null),
  links: z.preprocess(jsonField, cardLinksSchema.optional()).transform((value) => value ?? []),
  appearance: z.preprocess(jsonField, cardAppearanceSchema.nullable().optional()).transform((value) => value ?? null),
  lockedFields: z
    .preprocess(jsonField, z.array(z.enum(templateFields, { error: 'validation.invalid' })).optional())
    .transform((value) => [...new Set(value ?? [])]),
  removeLogoImage: flag,
  removeCoverImage: flag,
  /** True: design, logo and cover follow the organisation's brand kit; omitted keeps (a new design stops it). */
  followsBrand: z
    .preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : value),
      z.boolean({ error: 'validation.invalid' }).optional(),
    )
    .optional(),
});
export type CardTemplateBody = z.infer<typeof cardTemplateBodySchema>;

export const cardTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  websiteUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  bio: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  appearance: z
    .object({ layout: z.enum(cardLayouts), primaryColor: z.string(), backgroundColor: z.string() })
    .nullable(),
  /** Short-lived links to the shared images, for the editor's preview. */
  logoImageUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  lockedFields: z.array(z.enum(templateFields)),
  /** Its design, logo and cover follow the organisation’s brand kit (always answered; optional for older fixtures). */
  followsBrand: z.boolean().optional(),
  /** How many cards follow it. */
  cardCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CardTemplate = z.infer<typeof cardTemplateSchema>;

/**
 * The organisation's template rules (under /api/team/settings): the template a new card starts from and whether a
 * member's card must use it. Owner and admins change them; every member reads them.
 */
export const teamSettingsSchema = z.object({
  defaultTemplateId: z.string().nullable(),
  requireTemplate: z.boolean(),
});
export type TeamSettings = z.infer<typeof teamSettingsSchema>;

export const teamSettingsBodySchema = z.object({
  // '' (a form's 'none') means none as well.
  defaultTemplateId: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.string({ error: 'validation.invalid' }).max(100, { error: 'validation.invalid' }).nullable(),
    )
    .describe('One of the organisation’s templates, or null for none'),
  requireTemplate: z
    .boolean({ error: 'validation.invalid' })
    .describe('True: a member’s card must use the default template (needs one)'),
});
export type TeamSettingsBody = z.infer<typeof teamSettingsBodySchema>;
