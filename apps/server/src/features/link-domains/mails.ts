import type { Language } from '@nfc/contract/constants';
import type { LinkDomainTarget } from '../../config.ts';
import { actionMail, greeting, type MailRecipient } from '../../platform/mail/action-mail.ts';
import type { MailMessage } from '../../platform/mail/mail.ts';

const dateIn = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);

type Facts = {
  hostname: string;
  /** Null: an organisation without a name (the mail says "your organisation"). */
  organisationName: string | null;
  until: string;
  record: { name: string; value: string };
  target: LinkDomainTarget;
};

const texts = {
  en: {
    subject: (hostname: string) => `Links on ${hostname} will stop working`,
    lines: ({ hostname, organisationName, until, record, target }: Facts) => [
      `The TXT record that proves ${hostname} belongs to ${organisationName ?? 'your organisation'} is no longer in its DNS. Tags, QR codes and cards on this domain keep working until ${until} (UTC); then they stop.`,
      `To keep them working, publish the TXT record ${record.name} with the value ${record.value} again, and keep ${hostname} pointed at ${target.value} (${target.type} record). We check it daily: once the record is back, nothing else is needed.`,
    ],
    action: 'Open the domain settings',
    footer: 'You receive this mail because you manage this organisation.',
  },
  de: {
    subject: (hostname: string) => `Links unter ${hostname} funktionieren bald nicht mehr`,
    lines: ({ hostname, organisationName, until, record, target }: Facts) => [
      `Der TXT-Eintrag, der belegt, dass ${hostname} zu ${organisationName ?? 'Ihrer Organisation'} gehört, steht nicht mehr im DNS. Tags, QR-Codes und Karten unter dieser Domain funktionieren noch bis ${until} (UTC), danach nicht mehr.`,
      `Damit sie weiter funktionieren, veröffentlichen Sie den TXT-Eintrag ${record.name} mit dem Wert ${record.value} wieder und lassen ${hostname} weiter auf ${target.value} zeigen (${target.type}-Eintrag). Wir prüfen das täglich: Sobald der Eintrag wieder da ist, ist nichts weiter zu tun.`,
    ],
    action: 'Domain-Einstellungen öffnen',
    footer: 'Sie erhalten diese E-Mail, weil Sie diese Organisation verwalten.',
  },
} as const;

type Recipient = MailRecipient;

/** To the organisation's owner and admins, in their language: the host lost its record and serves until `until`. */
export function linkDomainFailingMail(
  recipient: Recipient,
  facts: Omit<Facts, 'until'> & { until: Date; url: string },
): MailMessage {
  const t = texts[recipient.language];
  return actionMail({
    to: recipient.email,
    subject: t.subject(facts.hostname),
    greeting: greeting(recipient.language, recipient.contactFirstName),
    lines: [...t.lines({ ...facts, until: dateIn(recipient.language, facts.until) })],
    action: t.action,
    url: facts.url,
    footer: t.footer,
  });
}
