import {
  CARD_IMAGE_MAX_BYTES,
  COVER_IMAGE_HEIGHT,
  COVER_IMAGE_WIDTH,
  LOGO_IMAGE_SIZE,
  PROFILE_PICTURE_MAX_BYTES,
  profilePictureTypes,
} from '@nfc/contract/vcards';
import type { Sharp } from 'sharp';
import { AppError } from '../../errors.ts';
import { detectFile, type UploadedFile } from '../../http/multipart.ts';
import { loadSharp } from '../../platform/images/sharp.ts';

export const PICTURE_SIZE = 512;

/** The three images of a card, by their multipart field names. */
export const cardImageFields = ['profilePicture', 'coverImage', 'logoImage'] as const;
export type CardImageField = (typeof cardImageFields)[number];
/** The largest upload any of them takes: the multipart reader stops every file there. */
export const CARD_UPLOAD_MAX_BYTES = Math.max(PROFILE_PICTURE_MAX_BYTES, CARD_IMAGE_MAX_BYTES);

export type EncodedImage = { data: Buffer; contentType: 'image/jpeg' | 'image/png'; extension: 'jpg' | 'png' };

type ImageRule = {
  maxBytes: number;
  /** The folder of its storage key. */
  folder: string;
  encode(image: Sharp): Sharp;
  contentType: EncodedImage['contentType'];
};

const rules: Record<CardImageField, ImageRule> = {
  // A square photo, on white where it was transparent.
  profilePicture: {
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    folder: 'vcards',
    encode: (image) =>
      image
        .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', withoutEnlargement: false })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true }),
    contentType: 'image/jpeg',
  },
  // A 3:1 banner, cropped to fill so every layout shows the same frame.
  coverImage: {
    maxBytes: CARD_IMAGE_MAX_BYTES,
    folder: 'vcard-covers',
    encode: (image) =>
      image
        .resize(COVER_IMAGE_WIDTH, COVER_IMAGE_HEIGHT, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true }),
    contentType: 'image/jpeg',
  },
  // A logo is never cropped or enlarged, and keeps its transparency, so it sits on any card colour.
  logoImage: {
    maxBytes: CARD_IMAGE_MAX_BYTES,
    folder: 'vcard-logos',
    encode: (image) =>
      image.resize(LOGO_IMAGE_SIZE, LOGO_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true }).png({
        compressionLevel: 9,
      }),
    contentType: 'image/png',
  },
};

/** The same error, naming the field it belongs to, so the form shows it under the right upload. */
function forField(error: unknown, field: CardImageField): unknown {
  if (!(error instanceof AppError) || error.fields) return error;
  return new AppError(error.code, error.localized, { fields: { [field]: error.localized }, extra: error.extra });
}

/**
 * Checks a card image by content and re-encodes it (a square JPEG photo, a 1200x400 JPEG cover, a PNG logo
 * inside 320x320), so neither the original bytes nor its metadata (location, camera) are ever served.
 */
export async function processCardImage(field: CardImageField, file: UploadedFile): Promise<EncodedImage> {
  const rule = rules[field];
  try {
    if (file.size > rule.maxBytes)
      throw new AppError('TOO_LARGE', 'uploads.pictureTooLarge', { params: { size: rule.maxBytes / 1024 / 1024 } });
    await detectFile(file, profilePictureTypes, 'uploads.pictureType');
    const sharp = await loadSharp();
    try {
      const image = sharp(file.buffer, { limitInputPixels: 40_000_000, animated: false }).rotate();
      const data = await rule.encode(image).toBuffer();
      return { data, contentType: rule.contentType, extension: rule.contentType === 'image/png' ? 'png' : 'jpg' };
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'vcards.pictureUnreadable');
    }
  } catch (error) {
    throw forField(error, field);
  }
}

/** A fresh storage key for a card image: never anything of the client's file name. */
export const cardImageKey = (field: CardImageField, image: EncodedImage, id: string) =>
  `${rules[field].folder}/${id}.${image.extension}`;
