import type { VcardBody } from '@nfc/contract/vcards';

/** What happens to one of the card's images on save. */
export type PictureChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

/** The card's three images by their multipart field names. */
export const cardImageFields = ['profilePicture', 'coverImage', 'logoImage'] as const;
export type CardImageField = (typeof cardImageFields)[number];
export type CardImageChanges = Record<CardImageField, PictureChange>;

export const keepAllImages: CardImageChanges = {
  profilePicture: { kind: 'keep' },
  coverImage: { kind: 'keep' },
  logoImage: { kind: 'keep' },
};

/**
 * What a save sends: the form's body, and `domainId` when the card's link domain changed (issue 33; named here until
 * the contract's card body carries it, with which this intersection agrees).
 */
export type VcardInput = { values: VcardBody & { domainId?: string | null }; images: CardImageChanges };

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

const removeFlags: Record<CardImageField, string> = {
  profilePicture: 'removeProfilePicture',
  coverImage: 'removeCoverImage',
  logoImage: 'removeLogoImage',
};

/**
 * Multipart as the API expects it: empty strings for fields not given, links and appearance as JSON, each image
 * as its file or its `remove...` flag ('true'); a design field or template left undefined is not sent, so the card
 * keeps it ('' for the template takes the card off it, '' for the domain puts it on the default).
 */
export function toVcardFormData({ values, images }: VcardInput): FormData {
  const form = new FormData();
  for (const field of textFields) form.append(field, values[field] ?? '');
  if (values.bio !== undefined) form.append('bio', values.bio ?? '');
  if (values.links !== undefined) form.append('links', JSON.stringify(values.links));
  if (values.appearance !== undefined) form.append('appearance', JSON.stringify(values.appearance));
  if (values.templateId !== undefined) form.append('templateId', values.templateId ?? '');
  if (values.followsBrand !== undefined) form.append('followsBrand', String(values.followsBrand));
  if (values.domainId !== undefined) form.append('domainId', values.domainId ?? '');
  for (const field of cardImageFields) {
    const change = images[field];
    if (change.kind === 'remove') form.append(removeFlags[field], 'true');
    if (change.kind === 'replace') form.append(field, change.file, change.file.name);
  }
  return form;
}
