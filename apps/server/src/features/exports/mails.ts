import type { Language } from '@nfc/contract/constants';
import { actionMail } from '../../platform/mail/action-mail.ts';
import type { MailMessage } from '../../platform/mail/mail.ts';

const texts = {
  en: {
    subject: 'Your data export is ready',
    greeting: 'Hello,',
    ready: (organisation: string) => `The export of all data of ${organisation} is ready to download.`,
    until: (date: string) =>
      `The link works until ${date}; then the file is deleted. You can start a new export any time.`,
    action: 'Download the export',
    footer: 'The file holds your organisation’s personal data (members, contacts, scans): keep it safe.',
    yourOrganisation: 'your organisation',
  },
  de: {
    subject: 'Ihr Datenexport ist fertig',
    greeting: 'Hallo,',
    ready: (organisation: string) => `Der Export aller Daten von ${organisation} steht zum Herunterladen bereit.`,
    until: (date: string) =>
      `Der Link gilt bis ${date}; danach wird die Datei gelöscht. Sie können jederzeit einen neuen Export starten.`,
    action: 'Export herunterladen',
    footer:
      'Die Datei enthält personenbezogene Daten Ihrer Organisation (Mitglieder, Kontakte, Scans): Bewahren Sie sie sicher auf.',
    yourOrganisation: 'Ihrer Organisation',
  },
} as const;

/** Tells the owner, in their language, that the export is ready, with the download link and when it expires. */
export function exportReadyMail(options: {
  to: string;
  language: Language;
  organisationName: string | null;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const { to, language, organisationName, url, expiresAt } = options;
  const text = texts[language];
  const date = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(expiresAt);
  return actionMail({
    to,
    subject: text.subject,
    greeting: text.greeting,
    lines: [text.ready(organisationName || text.yourOrganisation), text.until(`${date} UTC`)],
    action: text.action,
    url,
    footer: text.footer,
  });
}
