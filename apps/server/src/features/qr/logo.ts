import { QR_LOGO_MAX_BYTES, qrLogoTypes } from '@nfc/contract/qr';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';

/** The logo is drawn at a fifth of the code's width; 256 px stays sharp on a 2048 px print. */
export const QR_LOGO_SIZE = 256;

export const qrLogoMessages = {
  missing: 'Choose a PNG, JPEG or WebP image for the logo.',
  empty: 'The logo file is empty.',
  tooLarge: 'The logo is too large (at most 1 MB).',
  wrongType: 'The logo must be a PNG, JPEG or WebP image.',
  unreadable: 'The logo could not be read. Use a PNG, JPEG or WebP image.',
} as const;

const logoError = (code: 'VALIDATION' | 'TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE', message: string) =>
  new AppError(code, message, { fields: { logo: message } });

/**
 * Checks a logo by its content (never its name; SVG is refused, it can carry scripts) and re-encodes it
 * as a PNG of at most 256 x 256, so neither the original bytes nor their metadata are ever stored.
 */
export async function processQrLogo(file: UploadedFile | null): Promise<Buffer> {
  if (!file) throw logoError('VALIDATION', qrLogoMessages.missing);
  if (file.size === 0) throw logoError('VALIDATION', qrLogoMessages.empty);
  if (file.size > QR_LOGO_MAX_BYTES) throw logoError('TOO_LARGE', qrLogoMessages.tooLarge);
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !(qrLogoTypes as readonly string[]).includes(detected.mime)) {
    throw logoError('UNSUPPORTED_MEDIA_TYPE', qrLogoMessages.wrongType);
  }
  try {
    return await sharp(file.buffer, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(QR_LOGO_SIZE, QR_LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw logoError('UNSUPPORTED_MEDIA_TYPE', qrLogoMessages.unreadable);
  }
}
