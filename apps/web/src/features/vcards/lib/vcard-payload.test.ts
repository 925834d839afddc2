import type { VcardBody } from '@nfc/contract/vcards';
import { describe, expect, it } from 'vitest';
import { getDownloadPath, getPublicPath, getPublicUrl } from './vcard-links';
import { toVcardFormData } from './vcard-payload';

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
};

describe('vCard multipart bodies', () => {
  it('sends every text field, empty when not given, and keeps the picture by default', () => {
    const form = toVcardFormData({ values, picture: { kind: 'keep' } });
    expect(form.get('configName')).toBe('Fair');
    expect(form.get('name')).toBe('Jürgen');
    expect(form.get('surname')).toBe('');
    expect(form.has('profilePicture')).toBe(false);
    expect(form.has('removeProfilePicture')).toBe(false);
  });

  it('replaces or removes the picture', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const replaced = toVcardFormData({ values, picture: { kind: 'replace', file } });
    expect((replaced.get('profilePicture') as File).name).toBe('me.png');
    const removed = toVcardFormData({ values, picture: { kind: 'remove' } });
    expect(removed.get('removeProfilePicture')).toBe('true');
    expect(removed.has('profilePicture')).toBe(false);
  });
});

describe('vCard links', () => {
  it('follows the spec patterns', () => {
    expect(getPublicPath('abc_DEF-123')).toBe('/vcard/abc_DEF-123');
    expect(getPublicUrl('abc', 'https://nfc.example')).toBe('https://nfc.example/vcard/abc');
    expect(getDownloadPath('abc')).toBe('/api/vcf/download/abc');
  });
});
