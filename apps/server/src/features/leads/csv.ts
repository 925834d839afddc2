import type { Language } from '@nfc/contract/constants';
import { buildCsv } from '@nfc/contract/csv';
import type { Lead, LeadStatus } from '@nfc/contract/leads';

const headers: Record<Language, string[]> = {
  // Newer columns come last (the consent record, then the pipeline), so spreadsheets built on older ones keep working.
  en: [
    'Date',
    'Name',
    'E-mail',
    'Phone',
    'Company',
    'Note',
    'Card',
    'Source',
    'Language',
    'Consent given',
    'Consent text',
    'Consent version',
    'Consent language',
    'Status',
    'Assignee',
    'Labels',
  ],
  de: [
    'Datum',
    'Name',
    'E-Mail',
    'Telefon',
    'Firma',
    'Notiz',
    'Karte',
    'Quelle',
    'Sprache',
    'Zustimmung erteilt',
    'Einwilligungstext',
    'Version der Einwilligung',
    'Sprache der Einwilligung',
    'Status',
    'Zuständig',
    'Labels',
  ],
};
const sourceNames: Record<Language, Record<Lead['source'], string>> = {
  en: { nfc: 'NFC', qr: 'QR code', other: 'Other' },
  de: { nfc: 'NFC', qr: 'QR-Code', other: 'Sonstige' },
};

const statusNames: Record<Language, Record<LeadStatus, string>> = {
  en: { new: 'New', contacted: 'Contacted', qualified: 'Qualified', won: 'Won', lost: 'Lost' },
  de: { new: 'Neu', contacted: 'Kontaktiert', qualified: 'Qualifiziert', won: 'Gewonnen', lost: 'Verloren' },
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
      lead.consent?.text ?? null,
      lead.consent?.version ?? null,
      lead.consent?.language ?? null,
      statusNames[language][lead.status],
      lead.assignee?.name ?? null,
      lead.labels.join(', '),
    ]),
  ];
  return buildCsv(rows);
}
