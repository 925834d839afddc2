import { type CardTemplate, type TemplateField, templateFields } from '@nfc/contract/card-templates';
import { DEFAULT_CARD_APPEARANCE, type VcardBody } from '@nfc/contract/vcards';
import type { VcardFormValues } from './vcard-form-values';
import type { CardImageChanges } from './vcard-payload';

/** The template fields the editor holds as form values; the logo and cover are image changes instead. */
const formFields = ['websiteUrl', 'linkedinUrl', 'instagramUrl', 'bio', 'links', 'appearance'] as const;
type FormField = (typeof formFields)[number];

/** What the editor needs of a template: its shared values and the fields it locks. */
export type TemplateValues = Pick<CardTemplate, FormField | 'lockedFields'>;

/** The fields a template gives a value, in the form's order. */
export function getSharedFields(template: CardTemplate): TemplateField[] {
  const images: Record<'logoImage' | 'coverImage', string | null> = {
    logoImage: template.logoImageUrl,
    coverImage: template.coverImageUrl,
  };
  return templateFields.filter((field) => {
    if (field === 'links') return template.links.length > 0;
    if (field === 'logoImage' || field === 'coverImage') return Boolean(images[field]);
    return Boolean(template[field]);
  });
}

export function isFieldLocked(lockedFields: readonly string[], field: TemplateField): boolean {
  return lockedFields.includes(field);
}

/**
 * The fields a card's editor shows read-only: those of the template chosen in the form, or, while the templates are
 * not loaded, those the server named for the card's own template.
 */
export function getLockedFields(
  chosen: TemplateValues | null,
  card: { templateId: string | null; lockedFields: string[] } | null,
  templateId: string,
): string[] {
  if (chosen) return chosen.lockedFields;
  return templateId && templateId === card?.templateId ? card.lockedFields : [];
}

type FormPart = Pick<VcardFormValues, FormField>;

/** What each field holds when nothing is set: empty, no links, the default look. */
const emptyValues: FormPart = {
  websiteUrl: '',
  linkedinUrl: '',
  instagramUrl: '',
  bio: '',
  links: [],
  appearance: { ...DEFAULT_CARD_APPEARANCE },
};

/** The values the template shares, as the form holds them; a field it leaves unset is absent. */
function sharedValuesOf(template: TemplateValues): Partial<FormPart> {
  const shared: Partial<FormPart> = {};
  for (const field of ['websiteUrl', 'linkedinUrl', 'instagramUrl', 'bio'] as const) {
    const value = template[field];
    if (value) shared[field] = value;
  }
  if (template.links.length > 0) shared.links = template.links.map(({ label, url }) => ({ label, url }));
  if (template.appearance) shared.appearance = { ...template.appearance };
  return shared;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form after choosing `next` in place of `previous` (either may be none), as the server fills a card that takes
 * a template: a locked field shows the next template's value; a shared one fills the field where it is empty or
 * still shows the previous template's value; anything the member wrote stays.
 */
export function applyTemplateToForm(
  values: VcardFormValues,
  next: TemplateValues | null,
  previous: TemplateValues | null,
): VcardFormValues {
  if (!next) return values;
  const nextShared = sharedValuesOf(next);
  const previousShared = previous ? sharedValuesOf(previous) : {};
  const result = { ...values };
  for (const field of formFields) {
    const nextValue = nextShared[field];
    if (isFieldLocked(next.lockedFields, field)) {
      Object.assign(result, { [field]: nextValue ?? emptyValues[field] });
      continue;
    }
    const current = values[field];
    const followsPrevious = field in previousShared && same(current, previousShared[field]);
    if (nextValue !== undefined && (same(current, emptyValues[field]) || followsPrevious)) {
      Object.assign(result, { [field]: nextValue });
    }
  }
  return result;
}

/**
 * The body with each locked field as the template sets it, so a save never tries to differ from it: a locked text
 * as the template's text, locked links and design not at all (the server fills them from the template; it compares
 * them as stored JSON, whose key order differs from what a client sends).
 */
export function withLockedValues(body: VcardBody, template: TemplateValues): VcardBody {
  const result = { ...body };
  for (const field of formFields) {
    if (!isFieldLocked(template.lockedFields, field)) continue;
    if (field === 'links' || field === 'appearance') delete result[field];
    else result[field] = template[field] || null;
  }
  return result;
}

/** A locked logo or cover is never replaced nor removed from the editor. */
export function withLockedImages(images: CardImageChanges, lockedFields: readonly string[]): CardImageChanges {
  return {
    ...images,
    coverImage: isFieldLocked(lockedFields, 'coverImage') ? { kind: 'keep' } : images.coverImage,
    logoImage: isFieldLocked(lockedFields, 'logoImage') ? { kind: 'keep' } : images.logoImage,
  };
}
