import type { Language } from '@nfc/contract/constants';
import { buildCsv } from '@nfc/contract/csv';
import type { Lead } from '@nfc/contract/leads';

const headers: Record<Language, string[]> = {
  en: ['Date', 'Name', 'E-mail', 'Phone', 'Company', 'Note', 'Card', 'Source', 'Language', 'Consent given'],
  de: ['Datum', 'Name', 'E-Mail', 'Telefon', 'Firma', 'Notiz', 'Karte', 'Quelle', 'Sprache', 'Zustimmung erteilt'],
};
const sourceNames: Record<Language, Record<Lead['source'], string>> = {
  en: { nfc: 'NFC', qr: 'QR code', other: 'Other' },
  de: { nfc: 'NFC', qr: 'QR-Code', other: 'Sonstige' },
};

/** The leads as a CSV file: a byte order mark (spreadsheets then read umlauts as UTF-8), CRLF line ends. */
export function buildLeadsCsv(leads: readonly Lead[], language: Language): string {
  const rows = [
    headers[language],
    ...leads.map((lead) => [
      lead.createdAt,
      lead.name,
      lead.email,
      lead.phone,
      lead.company,
      lead.note,
      lead.cardName,
      sourceNames[language][lead.source],
      lead.language,
      lead.consentAt,
    ]),
  ];
  return buildCsv(rows);
}
