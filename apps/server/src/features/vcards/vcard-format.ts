import { cleanText } from '@nfc/contract/text';
import type { VcardContact } from '../../public-cards/vcard-contact.ts';

export type { VcardContact };

/**
 * Text values escape backslash, comma, semicolon and line breaks; control characters and other line breaks (U+0085,
 * U+2028, U+2029) in rows saved before the contract cleaned text go by the same rule (text.ts).
 */
export function escapeText(value: string): string {
  return cleanText(value, { isMultiline: true })
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
      limit = 74; // continuation lines start with one space
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildVcard(contact: VcardContact): string {
  const lines: string[] = ['BEGIN:VCARD', 'VERSION:3.0'];
  const text = (value: string | null) => escapeText(value ?? '');
  const fullName = [contact.name, contact.surname].filter(Boolean).join(' ') || contact.organisationName || 'Contact';
  lines.push(`N:${text(contact.surname)};${text(contact.name)};;;`);
  lines.push(`FN:${escapeText(fullName)}`);
  if (contact.organisationName) lines.push(`ORG:${text(contact.organisationName)}`);
  if (contact.position) lines.push(`TITLE:${text(contact.position)}`);
  if (contact.phoneNumber) lines.push(`TEL;TYPE=WORK,VOICE:${text(contact.phoneNumber)}`);
  if (contact.contactEmail) lines.push(`EMAIL;TYPE=INTERNET,WORK:${text(contact.contactEmail)}`);
  if (contact.websiteUrl) lines.push(`URL;TYPE=WORK:${contact.websiteUrl}`);
  // Grouped labels show as 'LinkedIn', 'Instagram' or the link's own label in Apple and Google contacts;
  // others see plain URLs. URLs are checked http(s) without space, control character or backslash.
  const labelled = [
    ...(contact.linkedinUrl ? [{ label: 'LinkedIn', url: contact.linkedinUrl }] : []),
    ...(contact.instagramUrl ? [{ label: 'Instagram', url: contact.instagramUrl }] : []),
    ...contact.links,
  ];
  labelled.forEach(({ label, url }, index) => {
    const group = `item${index + 1}`;
    lines.push(`${group}.URL:${url}`, `${group}.X-ABLabel:${escapeText(label)}`);
  });
  const street = [contact.organisationStreet, contact.organisationNumber].filter(Boolean).join(' ');
  if (street || contact.organisationCity || contact.organisationPlz || contact.organisationCountry) {
    lines.push(
      `ADR;TYPE=WORK:;;${escapeText(street)};${text(contact.organisationCity)};;${text(contact.organisationPlz)};${text(contact.organisationCountry)}`,
    );
  }
  if (contact.bio) lines.push(`NOTE:${escapeText(contact.bio)}`);
  if (contact.photoJpeg) lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${contact.photoJpeg.toString('base64')}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
