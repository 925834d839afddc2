import { DEFAULT_CARD_APPEARANCE } from '@nfc/contract/vcards';
import { describe, expect, it } from 'vitest';
import { buildEmailSignature, type SignatureCard, safeHref, signatureColour } from './email-signature.ts';

const card: SignatureCard = {
  name: 'Erika',
  surname: 'Mustermann',
  position: 'Head of Sales',
  organisationName: 'Muster GmbH',
  phoneNumber: '+49 30 1234567',
  contactEmail: 'erika@example.com',
  websiteUrl: 'https://example.com/',
  appearance: { layout: 'classic', primaryColor: '#0f766e', backgroundColor: '#ffffff' },
  cardUrl: 'https://app.example/vcard/token123',
  qrImageUrl: 'https://app.example/api/vcf/share/token123/qr.png',
  image: null,
  socials: [],
};

/** The opening tags of the markup: text is escaped, so each `<` that is left opens one of ours. */
const tagsOf = (html: string) =>
  [...html.matchAll(/<([a-z]+)\b([^>]*)>/g)].map(([, name, attributes]) => ({ name, attributes: attributes ?? '' }));

describe('e-mail signature', () => {
  it('is a table of inline-styled cells with tel, mailto and https links and the QR code', () => {
    const { html, text } = buildEmailSignature(card, 'en');
    expect(new Set(tagsOf(html).map((tag) => tag.name))).toEqual(new Set(['table', 'tr', 'td', 'a', 'img']));
    for (const { attributes } of tagsOf(html)) {
      const names = [...attributes.matchAll(/\s([a-z-]+)=/g)].map((match) => match[1]);
      for (const name of names) {
        expect([
          'role',
          'cellpadding',
          'cellspacing',
          'border',
          'style',
          'href',
          'src',
          'width',
          'height',
          'alt',
        ]).toContain(name);
      }
    }
    expect(html).toContain('href="tel:+49301234567"');
    expect(html).toContain('href="mailto:erika@example.com"');
    expect(html).toContain('>example.com</a>');
    expect(html).toContain('<img src="https://app.example/api/vcf/share/token123/qr.png" width="96" height="96"');
    expect(html).toContain('alt="QR code of my digital business card"');
    expect(text).toBe(
      [
        'Erika Mustermann',
        'Head of Sales',
        'Muster GmbH',
        '+49 30 1234567',
        'erika@example.com',
        'https://example.com/',
        'My digital business card: https://app.example/vcard/token123',
      ].join('\n'),
    );
  });

  it('escapes every value in text and attributes', () => {
    const hostile = '<img src=x onerror=alert(1)>"quotes" & \'ampersands\'';
    const { html } = buildEmailSignature(
      {
        ...card,
        name: hostile,
        surname: null,
        position: hostile,
        organisationName: hostile,
        contactEmail: 'a"b@example.com',
        websiteUrl: 'https://example.com/?q="><script>alert(1)</script>',
      },
      'en',
    );
    const escaped = '&#60;img src=x onerror=alert(1)&#62;&#34;quotes&#34; &#38; &#39;ampersands&#39;';
    expect(html.split(escaped)).toHaveLength(4);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('href="https://example.com/?q=&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    // A mailto with a quote is no link, only escaped text.
    expect(html).not.toContain('mailto:');
    expect(html).toContain('a&#34;b@example.com');
    for (const { attributes } of tagsOf(html)) expect(attributes).not.toMatch(/\son\w+=/);
  });

  it('links only http(s), tel and mailto, and leaves out what has none of them', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('tel:+4930123')).toBe('tel:+4930123');
    expect(safeHref('mailto:erika@example.com')).toBe('mailto:erika@example.com');
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      'https://a b',
      'tel:',
    ]) {
      expect(safeHref(url), url).toBeNull();
    }
    const { html, text } = buildEmailSignature(
      { ...card, websiteUrl: 'javascript:alert(1)', cardUrl: 'javascript:alert(2)', qrImageUrl: 'data:image/png,x' },
      'en',
    );
    expect(html).not.toMatch(/javascript:|data:/);
    expect(html).not.toContain('<img');
    expect(text).not.toMatch(/javascript:|data:/);
  });

  it('uses the card colour where it reads on white, else the background, else the default', () => {
    expect(signatureColour({ layout: 'classic', primaryColor: '#0f766e', backgroundColor: '#ffffff' })).toBe('#0f766e');
    // A light accent of a dark card: its dark background carries the name instead.
    expect(signatureColour({ layout: 'classic', primaryColor: '#fde68a', backgroundColor: '#111827' })).toBe('#111827');
    expect(signatureColour({ layout: 'classic', primaryColor: '#fde68a', backgroundColor: '#fef9c3' })).toBe(
      DEFAULT_CARD_APPEARANCE.primaryColor,
    );
    expect(signatureColour({ layout: 'classic', primaryColor: 'red;x', backgroundColor: '#ffffff' })).toBe(
      DEFAULT_CARD_APPEARANCE.primaryColor,
    );
  });

  it('leaves out lines a card does not have, keeps values on one line, and speaks German', () => {
    const { html, text } = buildEmailSignature(
      {
        ...card,
        surname: null,
        position: 'Head of Sales,\nEurope',
        organisationName: null,
        phoneNumber: null,
        contactEmail: null,
        websiteUrl: null,
        qrImageUrl: null,
      },
      'de',
    );
    expect(text).toBe(
      ['Erika', 'Head of Sales, Europe', 'Meine digitale Visitenkarte: https://app.example/vcard/token123'].join('\n'),
    );
    expect(html).not.toMatch(/tel:|mailto:|<img/);
    expect(html).toContain('>Meine digitale Visitenkarte</a>');
  });

  it('shows the photo or logo and social icons as hosted images with alt texts, escaped, without style or class', () => {
    const hostile = 'Erika <b>"&';
    const { html, text } = buildEmailSignature(
      {
        ...card,
        name: hostile,
        image: { kind: 'photo', url: 'https://app.example/api/vcf/share/token123/images/photo?v=abc' },
        socials: [
          {
            name: 'LinkedIn',
            url: 'https://www.linkedin.com/in/erika',
            iconUrl: 'https://app.example/api/vcf/signature-icons/linkedin.png',
          },
          {
            name: 'Instagram',
            url: 'http://instagram.com/erika',
            iconUrl: 'http://app.example/api/vcf/signature-icons/instagram.png',
          },
          { name: 'X', url: 'javascript:alert(1)', iconUrl: 'https://app.example/api/vcf/signature-icons/x.png' },
        ],
      },
      'en',
    );
    expect(html).toContain('Erika &#60;b&#62;&#34;&#38;');
    expect(html).not.toContain('<b>');
    expect(html).toContain('src="https://app.example/api/vcf/share/token123/images/photo?v=abc"');
    expect(html).toContain('alt="Photo of Erika &#60;b&#62;&#34;&#38; Mustermann"');
    expect(html).toContain(
      '<a href="https://www.linkedin.com/in/erika" style="text-decoration:none;display:inline-block;margin-right:6px;"><img src="https://app.example/api/vcf/signature-icons/linkedin.png" width="20" height="20" alt="LinkedIn"',
    );
    expect(html).toContain('src="http://app.example/api/vcf/signature-icons/instagram.png"');
    expect(html).toContain('alt="Instagram"');
    // A profile address that is no web link shows no icon.
    expect(html).not.toContain('alt="X"');
    expect(html).not.toMatch(/<style|<script|\sclass=/i);
    for (const [, src] of html.matchAll(/<img src="([^"]+)"/g)) expect(src).toMatch(/^https?:\/\//);
    expect(text).toContain('LinkedIn: https://www.linkedin.com/in/erika');

    const withLogo = buildEmailSignature(
      { ...card, image: { kind: 'logo', url: 'https://app.example/api/vcf/share/token123/images/logo?v=def' } },
      'de',
    ).html;
    expect(withLogo).toContain('src="https://app.example/api/vcf/share/token123/images/logo?v=def"');
    expect(withLogo).toContain('alt="Logo von Muster GmbH"');
  });

  it('keeps no control character or line separator from an older row', () => {
    const { html, text } = buildEmailSignature(
      { ...card, name: 'Eri\u0007ka\u009b', surname: 'Muster\u2028mann', position: 'Head\u0085of\u2029Sales' },
      'en',
    );
    for (const output of [html, text]) {
      for (const char of ['\u0007', '\u0085', '\u009b', '\u2028', '\u2029']) expect(output).not.toContain(char);
    }
    expect(text.split('\n').slice(0, 2)).toEqual(['Erika Muster mann', 'Head of Sales']);
  });
});
