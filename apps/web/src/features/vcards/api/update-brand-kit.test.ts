import { brandKitBodySchema } from '@nfc/contract/brand';
import { vcardBodySchema } from '@nfc/contract/vcards';
import { describe, expect, it } from 'vitest';
import { keepTemplateImages } from '../lib/card-template-payload';
import { keepAllImages, toVcardFormData } from '../lib/vcard-payload';
import { toBrandKitFormData } from './update-brand-kit';

const navy = { layout: 'banner', primaryColor: '#1e3a8a', backgroundColor: '#ffffff' } as const;

describe('brand kit payloads', () => {
  it('sends the design as JSON, a new logo as its file and a removed cover as its flag, as the server reads them', () => {
    const logo = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    const form = toBrandKitFormData({
      appearance: navy,
      images: { logoImage: { kind: 'replace', file: logo }, coverImage: { kind: 'remove' } },
    });
    expect(JSON.parse(String(form.get('appearance')))).toEqual(navy);
    expect((form.get('logoImage') as File).name).toBe('logo.png');
    expect(form.get('removeCoverImage')).toBe('true');
    expect(form.has('removeLogoImage')).toBe(false);
    const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
    expect(brandKitBodySchema.parse(fields)).toEqual({
      appearance: navy,
      removeLogoImage: false,
      removeCoverImage: true,
    });
  });

  it('sends nothing for kept images', () => {
    const form = toBrandKitFormData({ appearance: navy, images: keepTemplateImages });
    expect([...form.keys()]).toEqual(['appearance']);
  });

  it('sends a card’s choice to follow the brand kit, and the contract reads it back', () => {
    const base = { configName: 'Fair', removeProfilePicture: false, removeCoverImage: false, removeLogoImage: false };
    for (const followsBrand of [true, false]) {
      const form = toVcardFormData({ values: { ...base, followsBrand } as never, images: keepAllImages });
      expect(form.get('followsBrand')).toBe(String(followsBrand));
      expect(vcardBodySchema.parse(Object.fromEntries(form.entries())).followsBrand).toBe(followsBrand);
    }
    expect(toVcardFormData({ values: base as never, images: keepAllImages }).has('followsBrand')).toBe(false);
  });
});
