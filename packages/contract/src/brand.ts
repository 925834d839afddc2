import { z } from 'zod';
import { cardLayouts } from './card-appearance.ts';
import { jsonField } from './tags.ts';
import { cardAppearanceSchema, flag } from './vcards.ts';

/**
 * The organisation's brand kit (PUT /api/organisation/brand), as JSON or multipart with `logoImage` and
 * `coverImage` files: colours and layout checked like a card's (WCAG AA contrast), omitted keeps, null clears.
 */
export const brandKitBodySchema = z.object({
  appearance: z.preprocess(jsonField, cardAppearanceSchema.nullable().optional()),
  removeLogoImage: flag,
  removeCoverImage: flag,
});
export type BrandKitBody = z.infer<typeof brandKitBodySchema>;

export const brandKitSchema = z.object({
  /** Null until set: new cards then start from the default design. */
  appearance: z
    .object({ layout: z.enum(cardLayouts), primaryColor: z.string(), backgroundColor: z.string() })
    .nullable(),
  /** Short-lived links to the brand images, for previews. */
  logoImageUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  /** How many of the organisation's cards and templates follow the brand kit. */
  followingCards: z.number().int(),
  followingTemplates: z.number().int(),
});
export type BrandKit = z.infer<typeof brandKitSchema>;

export const brandImageKinds = ['logo', 'cover'] as const;
export type BrandImageKind = (typeof brandImageKinds)[number];
