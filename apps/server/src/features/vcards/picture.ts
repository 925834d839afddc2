import { PROFILE_PICTURE_MAX_BYTES, profilePictureTypes } from '@nfc/contract/vcards';
import { AppError } from '../../errors.ts';
import { detectFile, type UploadedFile } from '../../http/multipart.ts';
import { loadSharp } from '../../platform/images/sharp.ts';

export const PICTURE_SIZE = 512;

/**
 * Checks a profile picture by content and re-encodes it as a square JPEG, so neither the
 * original bytes nor its metadata (location, camera) are ever served.
 */
export async function processProfilePicture(file: UploadedFile): Promise<Buffer> {
  if (file.size > PROFILE_PICTURE_MAX_BYTES)
    throw new AppError('TOO_LARGE', 'uploads.pictureTooLarge', {
      params: { size: PROFILE_PICTURE_MAX_BYTES / 1024 / 1024 },
    });
  await detectFile(file, profilePictureTypes, 'uploads.pictureType');
  const sharp = await loadSharp();
  try {
    return await sharp(file.buffer, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', withoutEnlargement: false })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'vcards.pictureUnreadable');
  }
}
