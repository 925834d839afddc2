import type { VcardBody } from '@nfc/contract/vcards';

/** What happens to the profile picture on save. */
export type PictureChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

export type VcardInput = { values: VcardBody; picture: PictureChange };

const textFields = [
  'configName',
  'name',
  'surname',
  'position',
  'contactEmail',
  'phoneNumber',
  'websiteUrl',
  'linkedinUrl',
  'instagramUrl',
] as const;

/** Multipart as the API expects it: empty strings for fields not given, `removeProfilePicture` as 'true'. */
export function toVcardFormData({ values, picture }: VcardInput): FormData {
  const form = new FormData();
  for (const field of textFields) form.append(field, values[field] ?? '');
  if (picture.kind === 'remove') form.append('removeProfilePicture', 'true');
  if (picture.kind === 'replace') form.append('profilePicture', picture.file, picture.file.name);
  return form;
}
