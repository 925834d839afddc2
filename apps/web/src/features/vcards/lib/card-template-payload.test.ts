import { type CardTemplate, cardTemplateBodySchema } from '@nfc/contract/card-templates';
import { DEFAULT_CARD_APPEARANCE } from '@nfc/contract/vcards';
import { describe, expect, it } from 'vitest';
import { getCardTemplateFormValues, sortTemplateFields, toCardTemplateInput } from './card-template-form-values';
import { keepTemplateImages, toCardTemplateFormData } from './card-template-payload';

/** The multipart fields as the server reads them: every text field is a string, files are left out. */
function textFieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

const template: CardTemplate = {
  id: 't1',
  name: 'Sales',
  websiteUrl: 'https://example.com',
  linkedinUrl: null,
  instagramUrl: null,
  bio: null,
  links: [{ label: 'Menu', url: 'https://example.com/menu' }],
  appearance: { layout: 'centered', primaryColor: '#9d174d', backgroundColor: '#fff7ed' },
  logoImageUrl: null,
  coverImageUrl: null,
  lockedFields: ['appearance', 'websiteUrl'],
  cardCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('the card template form', () => {
  it('starts empty, without a design, nothing locked', () => {
    const values = getCardTemplateFormValues(null);
    expect(values).toMatchObject({ name: '', websiteUrl: '', links: [], hasAppearance: false, lockedFields: [] });
    expect(values.appearance).toEqual(DEFAULT_CARD_APPEARANCE);
  });

  it('shows a template as it is, its locked fields in the form’s order', () => {
    const values = getCardTemplateFormValues(template);
    expect(values.websiteUrl).toBe('https://example.com');
    expect(values.hasAppearance).toBe(true);
    expect(values.appearance).toEqual(template.appearance);
    expect(values.lockedFields).toEqual(['websiteUrl', 'appearance']);
    expect(sortTemplateFields(['logoImage', 'bio', 'websiteUrl'])).toEqual(['websiteUrl', 'bio', 'logoImage']);
  });

  it('sends no design, and no lock on it, when the template gives none', () => {
    const values = { ...getCardTemplateFormValues(template), hasAppearance: false };
    const input = toCardTemplateInput(values);
    expect(input.appearance).toBeNull();
    expect(input.lockedFields).toEqual(['websiteUrl']);
    expect(input).not.toHaveProperty('hasAppearance');
  });
});

describe('card template multipart bodies', () => {
  it('are read back by the contract unchanged', () => {
    const values = cardTemplateBodySchema.parse(toCardTemplateInput(getCardTemplateFormValues(template)));
    const form = toCardTemplateFormData({ values, images: keepTemplateImages });
    const parsed = cardTemplateBodySchema.parse(textFieldsOf(form));
    expect(parsed).toMatchObject({
      name: 'Sales',
      websiteUrl: 'https://example.com',
      linkedinUrl: null,
      bio: null,
      links: template.links,
      appearance: template.appearance,
      lockedFields: ['websiteUrl', 'appearance'],
      removeLogoImage: false,
    });
  });

  it('send an empty design as none, and each image as its file or its remove flag', () => {
    const values = cardTemplateBodySchema.parse(
      toCardTemplateInput({ ...getCardTemplateFormValues(null), name: 'Plain' }),
    );
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    const form = toCardTemplateFormData({
      values,
      images: { logoImage: { kind: 'replace', file: logo }, coverImage: { kind: 'remove' } },
    });
    expect(form.get('appearance')).toBe('');
    expect((form.get('logoImage') as File).name).toBe('logo.png');
    expect(form.get('removeCoverImage')).toBe('true');
    expect(form.has('removeLogoImage')).toBe(false);
    expect(cardTemplateBodySchema.parse(textFieldsOf(form)).appearance).toBeNull();
  });
});
