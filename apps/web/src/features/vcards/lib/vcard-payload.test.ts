import { type VcardBody, vcardBodySchema } from '@nfc/contract/vcards';
import { describe, expect, it } from 'vitest';
import { getDownloadPath, getPublicPath } from './vcard-links';
import { keepAllImages, toVcardFormData } from './vcard-payload';

const values: VcardBody = {
  configName: 'Fair',
  name: 'Jürgen',
  surname: null,
  position: null,
  contactEmail: 'j@example.com',
  phoneNumber: null,
  websiteUrl: null,
  linkedinUrl: null,
  instagramUrl: null,
  removeProfilePicture: false,
  removeCoverImage: false,
  removeLogoImage: false,
};

const designed: VcardBody = {
  ...values,
  bio: 'Bread since 1921.\nAsk me about sourdough.',
  links: [
    { label: 'Book a call', url: 'https://example.com/call' },
    { label: 'Menu', url: 'https://example.com/menu.pdf' },
  ],
  appearance: { layout: 'banner', primaryColor: '#9d174d', backgroundColor: '#fff7ed' },
};

/** The multipart fields as the server reads them: every text field is a string, files are left out. */
function textFieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

describe('vCard multipart bodies', () => {
  it('sends every text field, empty when not given, and keeps every image by default', () => {
    const form = toVcardFormData({ values, images: keepAllImages });
    expect(form.get('configName')).toBe('Fair');
    expect(form.get('name')).toBe('Jürgen');
    expect(form.get('surname')).toBe('');
    for (const name of ['profilePicture', 'coverImage', 'logoImage', 'removeProfilePicture', 'removeCoverImage']) {
      expect(form.has(name), name).toBe(false);
    }
  });

  it('leaves out the design fields it was not given, so the card keeps them', () => {
    const form = toVcardFormData({ values, images: keepAllImages });
    expect(form.has('bio')).toBe(false);
    expect(form.has('links')).toBe(false);
    expect(form.has('appearance')).toBe(false);
  });

  it('sends links and appearance as JSON the contract reads back unchanged', () => {
    const form = toVcardFormData({ values: designed, images: keepAllImages });
    expect(form.get('bio')).toBe(designed.bio);
    expect(JSON.parse(form.get('links') as string)).toEqual(designed.links);
    expect(JSON.parse(form.get('appearance') as string)).toEqual(designed.appearance);
    const parsed = vcardBodySchema.parse(textFieldsOf(form));
    expect(parsed.links).toEqual(designed.links);
    expect(parsed.appearance).toEqual(designed.appearance);
    expect(parsed.bio).toBe(designed.bio);
  });

  it('clears the bio and the links when they were emptied', () => {
    const form = toVcardFormData({ values: { ...values, bio: null, links: [] }, images: keepAllImages });
    expect(form.get('bio')).toBe('');
    expect(form.get('links')).toBe('[]');
    const parsed = vcardBodySchema.parse(textFieldsOf(form));
    expect(parsed.bio).toBeNull();
    expect(parsed.links).toEqual([]);
  });

  it('sends the template only when given: its id, or empty to take the card off it', () => {
    expect(toVcardFormData({ values, images: keepAllImages }).has('templateId')).toBe(false);
    const chosen = toVcardFormData({ values: { ...values, templateId: 'tpl-1' }, images: keepAllImages });
    expect(chosen.get('templateId')).toBe('tpl-1');
    const none = toVcardFormData({ values: { ...values, templateId: null }, images: keepAllImages });
    expect(none.get('templateId')).toBe('');
    expect(vcardBodySchema.parse(textFieldsOf(none)).templateId).toBeNull();
  });

  it('replaces or removes each image on its own', () => {
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    const cover = new File(['y'], 'cover.jpg', { type: 'image/jpeg' });
    const form = toVcardFormData({
      values,
      images: {
        profilePicture: { kind: 'replace', file: photo },
        coverImage: { kind: 'replace', file: cover },
        logoImage: { kind: 'remove' },
      },
    });
    expect((form.get('profilePicture') as File).name).toBe('me.png');
    expect((form.get('coverImage') as File).name).toBe('cover.jpg');
    expect(form.has('logoImage')).toBe(false);
    expect(form.get('removeLogoImage')).toBe('true');
    expect(form.has('removeProfilePicture')).toBe(false);
    expect(form.has('removeCoverImage')).toBe(false);

    const removed = toVcardFormData({ values, images: { ...keepAllImages, profilePicture: { kind: 'remove' } } });
    expect(removed.get('removeProfilePicture')).toBe('true');
    expect(removed.has('profilePicture')).toBe(false);
  });
});

describe('vCard links', () => {
  it('follows the spec patterns', () => {
    expect(getPublicPath('abc_DEF-123')).toBe('/vcard/abc_DEF-123');
    expect(getDownloadPath('abc')).toBe('/api/vcf/download/abc');
  });
});
