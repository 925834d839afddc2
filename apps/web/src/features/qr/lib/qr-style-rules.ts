import { contrastRatio, QR_LOGO_MAX_BYTES, type QrColours, qrColoursSchema, qrLogoTypes } from '@nfc/contract/qr';

/** The preview of unsaved colours, or null while they are not valid (the server would refuse them). */
export function getPreviewPath(colours: QrColours, hasLogo: boolean): string | null {
  const parsed = qrColoursSchema.safeParse(colours);
  if (!parsed.success) return null;
  const query = new URLSearchParams({ ...parsed.data, logo: hasLogo ? '1' : '0' });
  return `/qr-style/preview.svg?${query}`;
}

/** The first problem with the colours as a `validation.*` key, or null when they make a readable code. */
export function getColourProblem(colours: QrColours): string | null {
  const parsed = qrColoursSchema.safeParse(colours);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'validation.invalid');
}

/** The contrast ratio rounded down to one decimal (4.48 never shows as an acceptable 4.5), or null while a colour is not a full #rrggbb value. */
export function getContrast(colours: QrColours): number | null {
  const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value.trim());
  if (!isHex(colours.foreground) || !isHex(colours.background)) return null;
  return Math.floor(contrastRatio(colours.foreground.trim(), colours.background.trim()) * 10) / 10;
}

/** What the server would refuse, told before the upload: too large, or not PNG, JPEG or WebP. */
export function checkLogoFile(file: Pick<File, 'size' | 'type'>): 'size' | 'type' | null {
  if (!(qrLogoTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > QR_LOGO_MAX_BYTES) return 'size';
  return null;
}
