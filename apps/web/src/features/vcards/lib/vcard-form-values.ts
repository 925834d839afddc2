import { type CardLayout, DEFAULT_CARD_APPEARANCE, type Vcard } from '@nfc/contract/vcards';
import type { Path } from 'react-hook-form';

/** The part of a form the shared card fields (links rows, design) edit: the vCard editor's and a template's. */
export type CardDesignValues = {
  links: { label: string; url: string }[];
  appearance: { layout: CardLayout; primaryColor: string; backgroundColor: string };
};

/** The editor's fields as the user types them; the contract's schema turns them into the request body. */
export type VcardFormValues = CardDesignValues & {
  configName: string;
  name: string;
  surname: string;
  position: string;
  contactEmail: string;
  phoneNumber: string;
  websiteUrl: string;
  linkedinUrl: string;
  instagramUrl: string;
  bio: string;
  /** The organisation's card template it follows, '' for none. */
  templateId: string;
};

export function getVcardFormValues(card: Vcard | null): VcardFormValues {
  return {
    configName: card?.configName ?? '',
    name: card?.name ?? '',
    surname: card?.surname ?? '',
    position: card?.position ?? '',
    contactEmail: card?.contactEmail ?? '',
    phoneNumber: card?.phoneNumber ?? '',
    websiteUrl: card?.websiteUrl ?? '',
    linkedinUrl: card?.linkedinUrl ?? '',
    instagramUrl: card?.instagramUrl ?? '',
    bio: card?.bio ?? '',
    links: card?.links.map(({ label, url }) => ({ label, url })) ?? [],
    appearance: { ...(card?.appearance ?? DEFAULT_CARD_APPEARANCE) },
    templateId: card?.templateId ?? '',
  };
}

/** Every field the server may name in its `errors` map, links by their place (`links.3.url`). */
export function getServerFieldNames(linkCount: number): Path<VcardFormValues>[] {
  const linkFields = Array.from({ length: linkCount }, (_, index) => [
    `links.${index}.label` as const,
    `links.${index}.url` as const,
  ]).flat();
  return [
    'configName',
    'name',
    'surname',
    'position',
    'contactEmail',
    'phoneNumber',
    'websiteUrl',
    'linkedinUrl',
    'instagramUrl',
    'bio',
    'links',
    'templateId',
    'appearance',
    'appearance.layout',
    'appearance.primaryColor',
    'appearance.backgroundColor',
    ...linkFields,
  ];
}
