/*
 * What a designed card looks like, free of zod: the public card page imports these without the schemas
 * (vcards.ts holds the schemas and re-exports all of this).
 */

/** The stored sizes: a 3:1 cover, cropped to fill; a logo fitted inside a square, its transparency kept. */
export const COVER_IMAGE_WIDTH = 1200;
export const COVER_IMAGE_HEIGHT = 400;
export const LOGO_IMAGE_SIZE = 320;

export const CARD_BIO_MAX = 500;
export const CARD_LINKS_MAX = 10;
export const CARD_LINK_LABEL_MAX = 40;
/** WCAG AA for normal text: the card's primary colour is its link and heading colour on its background. */
export const CARD_MIN_CONTRAST = 4.5;
export const cardLayouts = ['classic', 'centered', 'banner'] as const;
export type CardLayout = (typeof cardLayouts)[number];
export type CardAppearance = { layout: CardLayout; primaryColor: string; backgroundColor: string };

/** Today's look: indigo on white, the photo centred over a band of colour. */
export const DEFAULT_CARD_APPEARANCE = {
  layout: 'classic',
  primaryColor: '#4f46e5',
  backgroundColor: '#ffffff',
} as const satisfies CardAppearance;
