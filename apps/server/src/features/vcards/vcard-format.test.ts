import { describe, expect, it } from 'vitest';
import { buildVcard, escapeText, foldLine } from './vcard-format.ts';

describe('vCard text', () => {
  it('escapes backslash, comma, semicolon and every kind of line break', () => {
    expect(escapeText('a\\b,c;d\ne\r\nf\rg')).toBe('a\\\\b\\,c\\;d\\ne\\nf\\ng');
  });

  it('treats U+0085, U+2028 and U+2029 as line breaks and drops other control characters, as in older rows', () => {
    expect(escapeText('a\u0085b\u2028c\u2029d\u0007e\u009bf\u202eg')).toBe('a\\nb\\nc\\ndefg');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `NOTE:${'ü'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });
});

describe('card links in a .vcf', () => {
  const contact = {
    name: 'Erika',
    surname: null,
    position: null,
    organisationName: null,
    phoneNumber: null,
    contactEmail: null,
    websiteUrl: null,
    linkedinUrl: null,
    instagramUrl: 'https://instagram.com/erika',
    organisationStreet: null,
    organisationNumber: null,
    organisationPlz: null,
    organisationCity: null,
    organisationCountry: null,
    bio: null,
    links: [{ label: 'Shop; new, \\ best', url: 'https://shop.example/a' }],
    photoJpeg: null,
  };

  it('numbers the grouped URLs one after another and escapes the labels', () => {
    const lines = buildVcard(contact).split('\r\n');
    expect(lines).toContain('item1.URL:https://instagram.com/erika');
    expect(lines).toContain('item1.X-ABLabel:Instagram');
    expect(lines).toContain('item2.URL:https://shop.example/a');
    expect(lines).toContain('item2.X-ABLabel:Shop\\; new\\, \\\\ best');
    expect(lines.some((line) => line.startsWith('NOTE'))).toBe(false);
  });

  it('writes the bio as one escaped NOTE', () => {
    const lines = buildVcard({ ...contact, links: [], bio: 'Two\nlines; here' }).split('\r\n');
    expect(lines).toContain('NOTE:Two\\nlines\\; here');
    expect(lines.filter((line) => line.includes('.URL:'))).toEqual(['item1.URL:https://instagram.com/erika']);
  });
});
