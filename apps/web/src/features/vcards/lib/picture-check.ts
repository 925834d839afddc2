import { PROFILE_PICTURE_MAX_BYTES, profilePictureTypes } from '@nfc/contract/vcards';

type PictureType = (typeof profilePictureTypes)[number];

/** The image type by the file's first bytes: PNG, JPEG and GIF signatures. */
export function sniffImageType(bytes: Uint8Array): PictureType | null {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  return null;
}

export type PictureProblem = 'type' | 'size' | null;

/** A PNG, JPEG or GIF (by declared type and by content) of at most 5 MB; the server checks again. */
export async function checkPicture(file: File, maxBytes = PROFILE_PICTURE_MAX_BYTES): Promise<PictureProblem> {
  if (!(profilePictureTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffImageType(head) ? null : 'type';
}
