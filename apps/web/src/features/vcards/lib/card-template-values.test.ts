import type { CardTemplate } from '@nfc/contract/card-templates';
import { DEFAULT_CARD_APPEARANCE, type VcardBody } from '@nfc/contract/vcards';
import { describe, expect, it } from 'vitest';
import {
  applyTemplateToForm,
  getLockedFields,
  getSharedFields,
  withLockedImages,
  withLockedValues,
} from './card-template-values';
import { getVcardFormValues } from './vcard-form-values';
import { keepAllImages } from './vcard-payload';

const sales: CardTemplate = {
  id: 'sales',
  name: 'Sales',
  websiteUrl: 'https://example.com',
  linkedinUrl: null,
  instagramUrl: 'https://www.instagram.com/bakery',
  bio: 'Bread since 1921.',
  links: [{ label: 'Menu', url: 'https://example.com/menu' }],
  appearance: { layout: 'banner', primaryColor: '#9d174d', backgroundColor: '#fff7ed' },
  logoImageUrl: 'https://files.example/logo.png',
  coverImageUrl: null,
  lockedFields: ['websiteUrl', 'appearance', 'logoImage'],
  cardCount: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const support: CardTemplate = {
  ...sales,
  id: 'support',
  websiteUrl: 'https://example.com/help',
  instagramUrl: null,
  bio: null,
  links: [],
  appearance: null,
  lockedFields: ['bio'],
};

const body: VcardBody = {
  configName: 'Fair',
  name: 'Anna',
  surname: null,
  position: null,
  contactEmail: null,
  phoneNumber: null,
  websiteUrl: 'https://anna.example',
  linkedinUrl: null,
  instagramUrl: null,
  removeProfilePicture: false,
  removeCoverImage: false,
  removeLogoImage: false,
  bio: 'My own words',
  links: [{ label: 'Mine', url: 'https://anna.example/me' }],
  appearance: { layout: 'classic', primaryColor: '#000000', backgroundColor: '#ffffff' },
};

describe('a template chosen in the vCard editor', () => {
  it('fills an empty form with every value the template shares', () => {
    const filled = applyTemplateToForm(getVcardFormValues(null), sales, null);
    expect(filled.websiteUrl).toBe('https://example.com');
    expect(filled.instagramUrl).toBe('https://www.instagram.com/bakery');
    expect(filled.linkedinUrl).toBe('');
    expect(filled.bio).toBe('Bread since 1921.');
    expect(filled.links).toEqual(sales.links);
    expect(filled.appearance).toEqual(sales.appearance);
  });

  it('keeps what the member wrote in a shared field, but not in a locked one', () => {
    const typed = { ...getVcardFormValues(null), websiteUrl: 'https://anna.example', bio: 'My own words' };
    const filled = applyTemplateToForm(typed, sales, null);
    expect(filled.websiteUrl).toBe('https://example.com');
    expect(filled.bio).toBe('My own words');
  });

  it('replaces the previous template’s values, keeps the member’s own and empties a locked field it does not set', () => {
    const fromSales = {
      ...applyTemplateToForm(getVcardFormValues(null), sales, null),
      instagramUrl: 'https://i.example',
    };
    const switched = applyTemplateToForm(fromSales, support, sales);
    expect(switched.websiteUrl).toBe('https://example.com/help');
    expect(switched.instagramUrl).toBe('https://i.example');
    // Locked without a value: the card shows none.
    expect(switched.bio).toBe('');
    // Not shared by the new template: what the previous one filled in stays, now the member's to change.
    expect(switched.links).toEqual(sales.links);
    expect(switched.appearance).toEqual(sales.appearance);
  });

  it('changes nothing when the card leaves its template', () => {
    const values = applyTemplateToForm(getVcardFormValues(null), sales, null);
    expect(applyTemplateToForm(values, null, sales)).toEqual(values);
  });

  it('treats the default look as no design of the member’s own', () => {
    const values = { ...getVcardFormValues(null), appearance: { ...DEFAULT_CARD_APPEARANCE } };
    expect(applyTemplateToForm(values, { ...sales, lockedFields: [] }, null).appearance).toEqual(sales.appearance);
  });
});

describe('locked fields', () => {
  it('come from the chosen template, else from the card while the templates are not loaded', () => {
    const card = { templateId: 'sales', lockedFields: ['websiteUrl'] };
    expect(getLockedFields(support, card, 'support')).toEqual(['bio']);
    expect(getLockedFields(null, card, 'sales')).toEqual(['websiteUrl']);
    expect(getLockedFields(null, card, '')).toEqual([]);
    expect(getLockedFields(null, null, 'sales')).toEqual([]);
  });

  it('are sent as the template sets them, locked links and design left to the server; the others as written', () => {
    const sent = withLockedValues(body, { ...sales, lockedFields: ['websiteUrl', 'links', 'appearance'] });
    expect(sent.websiteUrl).toBe('https://example.com');
    expect(sent).not.toHaveProperty('links');
    expect(sent).not.toHaveProperty('appearance');
    expect(sent.bio).toBe('My own words');
    expect(sent.instagramUrl).toBeNull();
  });

  it('send no value where the template locks a field it leaves empty', () => {
    const sent = withLockedValues(body, { ...support, lockedFields: ['bio', 'linkedinUrl'] });
    expect(sent.bio).toBeNull();
    expect(sent.linkedinUrl).toBeNull();
    expect(sent.links).toEqual(body.links);
  });

  it('keep a locked logo or cover whatever was chosen', () => {
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    const images = {
      ...keepAllImages,
      logoImage: { kind: 'replace', file } as const,
      coverImage: { kind: 'remove' } as const,
    };
    const sent = withLockedImages(images, sales.lockedFields);
    expect(sent.logoImage).toEqual({ kind: 'keep' });
    expect(sent.coverImage).toEqual({ kind: 'remove' });
  });

  it('are listed with the values the template shares', () => {
    expect(getSharedFields(sales)).toEqual(['websiteUrl', 'instagramUrl', 'bio', 'links', 'appearance', 'logoImage']);
    expect(getSharedFields({ ...support, logoImageUrl: null })).toEqual(['websiteUrl']);
  });
});
