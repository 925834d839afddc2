import type { CardTemplateBody } from '@nfc/contract/card-templates';
import type { PictureChange } from './vcard-payload';

/** A template's two images by their multipart field names. */
export const templateImageFields = ['coverImage', 'logoImage'] as const;
export type TemplateImageField = (typeof templateImageFields)[number];
export type TemplateImageChanges = Record<TemplateImageField, PictureChange>;

export const keepTemplateImages: TemplateImageChanges = { coverImage: { kind: 'keep' }, logoImage: { kind: 'keep' } };

export type CardTemplateInput = { values: CardTemplateBody; images: TemplateImageChanges };

const removeFlags: Record<TemplateImageField, string> = {
  coverImage: 'removeCoverImage',
  logoImage: 'removeLogoImage',
};

/**
 * Multipart as the API expects it: empty strings for values not shared, links, design and locked fields as JSON
 * ('' for no design), each image as its file or its `remove...` flag.
 */
export function toCardTemplateFormData({ values, images }: CardTemplateInput): FormData {
  const form = new FormData();
  form.append('name', values.name);
  for (const field of ['websiteUrl', 'linkedinUrl', 'instagramUrl', 'bio'] as const) {
    form.append(field, values[field] ?? '');
  }
  form.append('links', JSON.stringify(values.links));
  form.append('appearance', values.appearance ? JSON.stringify(values.appearance) : '');
  form.append('lockedFields', JSON.stringify(values.lockedFields));
  if (values.followsBrand !== undefined) form.append('followsBrand', String(values.followsBrand));
  for (const field of templateImageFields) {
    const change = images[field];
    if (change.kind === 'remove') form.append(removeFlags[field], 'true');
    if (change.kind === 'replace') form.append(field, change.file, change.file.name);
  }
  return form;
}
