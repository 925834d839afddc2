import { z } from 'zod';

/** How a visitor reached a tag: nfc (a chip tap), qr (the QR code, ?src=qr) or other (any other visit). */
export const scanSources = ['nfc', 'qr', 'other'] as const;
export type ScanSource = (typeof scanSources)[number];
export const scanSourceSchema = z.enum(scanSources, { error: 'validation.invalid' });

/** A tag's public code (its userFacingId): 8 base62 characters. */
export const tagCodeSchema = z.string().regex(/^[0-9A-Za-z]{8}$/, { error: 'validation.invalid' });

/**
 * What the scan link appends to a card page it redirects to (`/vcard/{token}?via={code}&src={source}`),
 * and what the card page passes on with its view report, its .vcf download and its contact form,
 * so each counts in that tag's funnel.
 */
export const cardAttributionSchema = z.object({
  via: tagCodeSchema.optional(),
  src: scanSourceSchema.optional(),
});
export type CardAttribution = z.infer<typeof cardAttributionSchema>;
