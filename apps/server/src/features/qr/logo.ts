import { QR_LOGO_MAX_BYTES, qrLogoTypes } from '@nfc/contract/qr';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { type Message, type MessageKey, msg } from '../../i18n/messages.ts';
import { loadSharp } from '../../platform/images/sharp.ts';

/** The logo is drawn at a fifth of the code's width; 256 px stays sharp on a 2048 px print. */
export const QR_LOGO_SIZE = 256;

export const qrLogoTooLarge = msg('uploads.logoTooLarge', { size: QR_LOGO_MAX_BYTES / 1024 / 1024 });

const logoError = (code: 'VALIDATION' | 'TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE', message: MessageKey | Message) =>
  new AppError(code, message, { fields: { logo: message } });

/**
 * Checks a logo by its content (never its name; SVG is refused, it can carry scripts) and re-encodes it
 * as a PNG of at most 256 x 256, so neither the original bytes nor their metadata are ever stored.
 */
export async function processQrLogo(file: UploadedFile | null): Promise<Buffer> {
  if (!file) throw logoError('VALIDATION', 'qr.logoMissing');
  if (file.size === 0) throw logoError('VALIDATION', 'uploads.logoEmpty');
  if (file.size > QR_LOGO_MAX_BYTES) throw logoError('TOO_LARGE', qrLogoTooLarge);
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !(qrLogoTypes as readonly string[]).includes(detected.mime)) {
    throw logoError('UNSUPPORTED_MEDIA_TYPE', 'qr.logoType');
  }
  const sharp = await loadSharp();
  try {
    return await sharp(file.buffer, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(QR_LOGO_SIZE, QR_LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw logoError('UNSUPPORTED_MEDIA_TYPE', 'qr.logoUnreadable');
  }
}
