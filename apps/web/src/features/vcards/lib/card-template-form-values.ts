import { type CardTemplate, type TemplateField, templateFields } from '@nfc/contract/card-templates';
import { DEFAULT_CARD_APPEARANCE } from '@nfc/contract/vcards';
import type { Path } from 'react-hook-form';
import type { CardDesignValues } from './vcard-form-values';

/** The template form's fields as the user sets them; `toCardTemplateInput` makes them what the contract reads. */
export type CardTemplateFormValues = CardDesignValues & {
  name: string;
  websiteUrl: string;
  linkedinUrl: string;
  instagramUrl: string;
  bio: string;
  /** Off: the template gives no design and each member chooses their own. */
  hasAppearance: boolean;
  lockedFields: TemplateField[];
};

export function getCardTemplateFormValues(template: CardTemplate | null): CardTemplateFormValues {
  return {
    name: template?.name ?? '',
    websiteUrl: template?.websiteUrl ?? '',
    linkedinUrl: template?.linkedinUrl ?? '',
    instagramUrl: template?.instagramUrl ?? '',
    bio: template?.bio ?? '',
    links: template?.links.map(({ label, url }) => ({ label, url })) ?? [],
    hasAppearance: Boolean(template?.appearance),
    appearance: { ...(template?.appearance ?? DEFAULT_CARD_APPEARANCE) },
    lockedFields: templateFields.filter((field) => template?.lockedFields.includes(field)),
  };
}

/**
 * The body the contract's schema checks: no design without 'hasAppearance', and then no lock on it either (a locked
 * design the template does not set would hold every card to the default look).
 */
export function toCardTemplateInput(values: CardTemplateFormValues) {
  const { hasAppearance, ...fields } = values;
  return {
    ...fields,
    appearance: hasAppearance ? values.appearance : null,
    lockedFields: values.lockedFields.filter((field) => hasAppearance || field !== 'appearance'),
  };
}

/** The fields in the order the form shows them, for the lock toggles and the list of locked fields. */
export function sortTemplateFields(fields: readonly TemplateField[]): TemplateField[] {
  return templateFields.filter((field) => fields.includes(field));
}

/** Every field the server may name in its `errors` map, links by their place (`links.3.url`). */
export function getTemplateServerFieldNames(linkCount: number): Path<CardTemplateFormValues>[] {
  const linkFields = Array.from({ length: linkCount }, (_, index) => [
    `links.${index}.label` as const,
    `links.${index}.url` as const,
  ]).flat();
  return [
    'name',
    'websiteUrl',
    'linkedinUrl',
    'instagramUrl',
    'bio',
    'links',
    'appearance',
    'appearance.layout',
    'appearance.primaryColor',
    'appearance.backgroundColor',
    'lockedFields',
    ...linkFields,
  ];
}
