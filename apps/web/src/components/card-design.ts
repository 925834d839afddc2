import {
  CARD_MIN_CONTRAST,
  COVER_IMAGE_HEIGHT,
  COVER_IMAGE_WIDTH,
  DEFAULT_CARD_APPEARANCE,
  LOGO_IMAGE_SIZE,
} from '@nfc/contract/card-appearance';
import { contrastRatio, relativeLuminance } from '@nfc/contract/colours';
import type { CSSProperties } from 'react';

/* The look of a designed card. Only the contract's zod-free modules: the public card page's first load may not
 * carry the schemas. */

export type CardColours = { primaryColor: string; backgroundColor: string };

/** A card in the default colours looks exactly as cards did before designs. */
export const DEFAULT_CARD_COLOURS = {
  primaryColor: DEFAULT_CARD_APPEARANCE.primaryColor,
  backgroundColor: DEFAULT_CARD_APPEARANCE.backgroundColor,
} as const;
/** The stored sizes of the cover (3:1) and logo (inside a square), for width/height on the page. */
export const CARD_COVER_SIZE = { width: COVER_IMAGE_WIDTH, height: COVER_IMAGE_HEIGHT } as const;
export const CARD_LOGO_SIZE = LOGO_IMAGE_SIZE;
/** WCAG AA for normal text, the server's rule for the primary colour on the background. */
export const CARD_TEXT_CONTRAST = CARD_MIN_CONTRAST;
export { contrastRatio };

/** The dark theme's card surface (Tailwind slate-900), tinted a little towards the card's primary colour. */
const DARK_SURFACE = '#0f172a';
const DARK_TEXT = '#f1f5f9';
const DARK_MUTED = '#cbd5e1';
const LIGHT_TEXT = '#0f172a';
const LIGHT_MUTED = '#334155';
const BLACK = '#000000';
const WHITE = '#ffffff';

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

/** `weight` of `first` mixed into `second`, channel by channel, as `#rrggbb`. */
export function mixColours(first: string, second: string, weight: number): string {
  let mixed = '#';
  for (const offset of [1, 3, 5]) {
    const a = Number.parseInt(first.slice(offset, offset + 2), 16);
    const b = Number.parseInt(second.slice(offset, offset + 2), 16);
    mixed += Math.round(a * weight + b * (1 - weight))
      .toString(16)
      .padStart(2, '0');
  }
  return mixed;
}

/** Black or white, whichever reads better on `background` (the text of a button in the primary colour). */
export function getTextColourOn(background: string): string {
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}

/**
 * The primary colour as text on `surface` where it reaches 4.5:1; else the primary lightened (or darkened, on a
 * light surface) step by step until it does, so the accent keeps its hue as long as it can.
 */
export function getAccentTextOn(primary: string, surface: string): string {
  const target = relativeLuminance(surface) < 0.18 ? WHITE : BLACK;
  for (let step = 0; step <= 10; step++) {
    const candidate = mixColours(target, primary, step / 10);
    if (contrastRatio(candidate, surface) >= CARD_TEXT_CONTRAST) return candidate;
  }
  return target;
}

/** The dark theme's card surface for a designed card: slate-900 with a trace of its primary colour. */
export function getDarkSurface(primary: string): string {
  return mixColours(primary, DARK_SURFACE, 0.08);
}

export function isDefaultCardColours(colours: CardColours): boolean {
  return (
    colours.primaryColor.toLowerCase() === DEFAULT_CARD_COLOURS.primaryColor &&
    colours.backgroundColor.toLowerCase() === DEFAULT_CARD_COLOURS.backgroundColor
  );
}

/**
 * Slate-900 or white on `background`, whichever reads better, or pure black or white where neither reaches 4.5:1
 * (mid greys); and a quieter colour for labels where that still reads at 4.5:1.
 */
function getTextPair(background: string): { text: string; muted: string } {
  const isDark = contrastRatio(LIGHT_TEXT, background) < contrastRatio(WHITE, background);
  const preferred = isDark ? WHITE : LIGHT_TEXT;
  const text = contrastRatio(preferred, background) >= CARD_TEXT_CONTRAST ? preferred : getTextColourOn(background);
  const muted = isDark ? DARK_MUTED : LIGHT_MUTED;
  return { text, muted: contrastRatio(muted, background) >= CARD_TEXT_CONTRAST ? muted : text };
}

export type CardPalette = {
  light: { surface: string; text: string; muted: string; accent: string; soft: string; hover: string };
  dark: { surface: string; text: string; muted: string; accent: string; soft: string; hover: string };
  /** Fill and text of the save button and the quick actions, in both themes. */
  primary: string;
  onPrimary: string;
};

/**
 * Every colour of a designed card in both themes. Light: the chosen background with the primary colour for
 * headings and links. Dark: a dark surface, the primary colour kept for fills, and for text only where it reads.
 */
export function getCardPalette({ primaryColor, backgroundColor }: CardColours): CardPalette {
  const primary = isHexColour(primaryColor) ? primaryColor.toLowerCase() : DEFAULT_CARD_COLOURS.primaryColor;
  const background = isHexColour(backgroundColor)
    ? backgroundColor.toLowerCase()
    : DEFAULT_CARD_COLOURS.backgroundColor;
  const light = getTextPair(background);
  const darkSurface = getDarkSurface(primary);
  const darkAccent = getAccentTextOn(primary, darkSurface);
  return {
    light: {
      surface: background,
      text: light.text,
      muted: light.muted,
      // The server refuses a pair under 4.5:1; the editor's preview may still show one while the user types.
      accent: primary,
      soft: mixColours(primary, background, 0.12),
      hover: mixColours(light.text, background, 0.06),
    },
    dark: {
      surface: darkSurface,
      text: DARK_TEXT,
      muted: DARK_MUTED,
      accent: darkAccent,
      soft: mixColours(primary, darkSurface, 0.22),
      hover: mixColours(WHITE, darkSurface, 0.08),
    },
    primary,
    onPrimary: getTextColourOn(primary),
  };
}

/** The palette as the CSS variables the card's classes read (`bg-(--card-bg) dark:bg-(--card-bg-dark)` ...). */
export function toCardStyle(palette: CardPalette): CSSProperties {
  const { light, dark } = palette;
  return {
    '--card-bg': light.surface,
    '--card-text': light.text,
    '--card-muted': light.muted,
    '--card-accent': light.accent,
    '--card-soft': light.soft,
    '--card-hover': light.hover,
    '--card-bg-dark': dark.surface,
    '--card-text-dark': dark.text,
    '--card-muted-dark': dark.muted,
    '--card-accent-dark': dark.accent,
    '--card-soft-dark': dark.soft,
    '--card-hover-dark': dark.hover,
    '--card-primary': palette.primary,
    '--card-on-primary': palette.onPrimary,
  } as CSSProperties;
}
