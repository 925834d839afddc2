import { describe, expect, it } from 'vitest';
import {
  type ContactCardData,
  displayUrl,
  getAddressLines,
  getFullName,
  getInitials,
  getMapUrl,
  getShownLinks,
  toHttpHref,
  toMailHref,
  toTelHref,
} from './contact-card';

const card: ContactCardData = {
  name: ' Jürgen ',
  surname: 'Groß-Müller',
  position: null,
  organisationName: 'Muster Bäckerei GmbH',
  phoneNumber: null,
  contactEmail: null,
  websiteUrl: null,
  linkedinUrl: null,
  instagramUrl: null,
  organisationStreet: 'Hauptstraße',
  organisationNumber: '12a',
  organisationPlz: '10115',
  organisationCity: 'Berlin',
  organisationCountry: 'Germany',
  pictureUrl: null,
  bio: null,
  links: [],
  appearance: { layout: 'classic', primaryColor: '#4f46e5', backgroundColor: '#ffffff' },
  coverImageUrl: null,
  logoImageUrl: null,
};

describe('contact card helpers', () => {
  it('joins names and initials', () => {
    expect(getFullName(card)).toBe('Jürgen Groß-Müller');
    expect(getFullName({ name: null, surname: '' })).toBe('');
    expect(getInitials('Jürgen Groß-Müller')).toBe('JG');
    expect(getInitials('')).toBe('');
  });

  it('links only http(s) URLs', () => {
    expect(toHttpHref('https://example.com/a')).toBe('https://example.com/a');
    expect(toHttpHref('javascript:alert(1)')).toBeNull();
    expect(toHttpHref('data:text/html,<b>x</b>')).toBeNull();
    expect(toHttpHref('/relative')).toBeNull();
    expect(toHttpHref(null)).toBeNull();
  });

  it('makes tel: and mailto: links from plain values', () => {
    expect(toTelHref('+49 (30) 123-4567')).toBe('tel:+49301234567');
    expect(toTelHref('030 / 12 34')).toBe('tel:0301234');
    expect(toTelHref('call me')).toBeNull();
    expect(toMailHref(' a@example.com ')).toBe('mailto:a@example.com');
    expect(toMailHref('not an address')).toBeNull();
  });

  it('shows URLs without scheme and www', () => {
    expect(displayUrl('https://www.example.com/')).toBe('example.com');
    expect(displayUrl('http://example.com/team/a')).toBe('example.com/team/a');
  });

  it('builds the address lines and an OpenStreetMap search', () => {
    const lines = getAddressLines(card, (country) => (country === 'Germany' ? 'Deutschland' : country));
    expect(lines).toEqual(['Hauptstraße 12a', '10115 Berlin', 'Deutschland']);
    expect(getMapUrl(lines)).toBe(
      'https://www.openstreetmap.org/search?query=Hauptstra%C3%9Fe%2012a%2C%2010115%20Berlin%2C%20Deutschland',
    );
    expect(
      getAddressLines(
        { ...card, organisationStreet: null, organisationNumber: null, organisationCountry: null },
        String,
      ),
    ).toEqual(['10115 Berlin']);
  });

  it('shows only links with a label and an http(s) address', () => {
    expect(
      getShownLinks([
        { label: ' Menu ', url: 'https://example.com/menu' },
        { label: '', url: 'https://example.com/empty-label' },
        { label: 'Half typed', url: 'https://' },
        { label: 'Script', url: 'javascript:alert(1)' },
      ]),
    ).toEqual([{ label: 'Menu', href: 'https://example.com/menu' }]);
  });
});
