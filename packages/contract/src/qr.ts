import { z } from 'zod';
import { contrastRatio, relativeLuminance } from './colours.ts';
import { plainText } from './text.ts';

export { contrastRatio, relativeLuminance };

export const QR_DEFAULT_FOREGROUND = '#000000';
export const QR_DEFAULT_BACKGROUND = '#ffffff';
/** WCAG AA contrast for normal text; below it many phone cameras lose the modules in poor light. */
export const QR_MIN_CONTRAST = 4.5;
export const QR_LOGO_MAX_BYTES = 1024 * 1024;
export const qrLogoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const QR_PNG_SIZE_MIN = 128;
export const QR_PNG_SIZE_MAX = 2048;
export const QR_PNG_SIZE_DEFAULT = 1024;
/** How long the settings form waits after the last change before it asks for a new preview. */
export const QR_PREVIEW_DEBOUNCE_MS = 300;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

const hexColourSchema = plainText({ error: 'validation.required' })
  .trim()
  .regex(HEX_COLOUR, { error: 'validation.hexColour' })
  .transform((value) => value.toLowerCase());

/** Dark modules on a light background with enough contrast: inverted codes fail on many scanners. */
function checkColours(style: { foreground: string; background: string }, ctx: z.RefinementCtx) {
  if (relativeLuminance(style.foreground) > relativeLuminance(style.background)) {
    ctx.addIssue({ code: 'custom', path: ['foreground'], message: 'validation.qrInverted' });
  } else if (contrastRatio(style.foreground, style.background) < QR_MIN_CONTRAST) {
    ctx.addIssue({ code: 'custom', path: ['foreground'], message: 'validation.qrContrast' });
  }
}

export const qrColoursSchema = z
  .object({ foreground: hexColourSchema, background: hexColourSchema })
  .superRefine(checkColours);
export type QrColours = z.infer<typeof qrColoursSchema>;

/** PUT /api/qr-style */
export const qrStyleBodySchema = qrColoursSchema;
export type QrStyleBody = QrColours;

export const qrStyleSchema = z.object({
  foreground: z.string().describe('#rrggbb, the colour of the dark modules'),
  background: z.string().describe('#rrggbb'),
  hasLogo: z.boolean().describe('Whether a logo is drawn in the centre of the code'),
  brandLogo: z
    .boolean()
    .optional()
    .describe('Whether the brand kit logo is drawn in the centre, as the style has no logo of its own'),
  brandPrimaryColor: z.string().nullable().optional().describe('The brand kit primary colour, offered as a default'),
});
export type QrStyle = z.infer<typeof qrStyleSchema>;

/** GET /api/qr-style/preview.svg: unsaved colours, and whether to draw the saved logo. */
export const qrPreviewQuerySchema = z
  .object({
    foreground: hexColourSchema,
    background: hexColourSchema,
    logo: z.enum(['0', '1'], { error: 'validation.invalid' }).default('0'),
  })
  .superRefine(checkColours);
export type QrPreviewQuery = z.infer<typeof qrPreviewQuerySchema>;

const downloadFlag = z.enum(['0', '1'], { error: 'validation.invalid' }).optional();

/** GET .../qr.svg */
export const qrSvgQuerySchema = z.object({ download: downloadFlag });

/** GET .../qr.png */
export const qrPngQuerySchema = z.object({
  size: z.coerce
    .number({ error: 'validation.qrSize' })
    .int({ error: 'validation.qrSize' })
    .min(QR_PNG_SIZE_MIN, { error: 'validation.qrSize' })
    .max(QR_PNG_SIZE_MAX, { error: 'validation.qrSize' })
    .default(QR_PNG_SIZE_DEFAULT),
  download: downloadFlag,
});
export type QrPngQuery = z.infer<typeof qrPngQuerySchema>;
