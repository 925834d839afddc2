import type { Language } from '@nfc/contract/constants';
import { actionMail, greeting, type MailRecipient } from '../../platform/mail/action-mail.ts';
import type { MailMessage } from '../../platform/mail/mail.ts';

const dateIn = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);

const texts = {
  en: {
    scheduledSubject: (organisation: string) => `${organisation} will be deleted`,
    scheduledLines: (organisation: string, at: string) => [
      `The owner of ${organisation} asked for the organisation to be deleted. On ${at} (UTC) everything of it is erased: members, cards, tags, leads, scans and files. Tags and cards stop working then.`,
      'Until then you can only sign in to see this notice. The owner can cancel the deletion and export the data until that time.',
    ],
    cancelledSubject: (organisation: string) => `${organisation} will not be deleted`,
    cancelledLines: (organisation: string) => [
      `The owner of ${organisation} cancelled its deletion. Everything stays as it was, and you can work as before.`,
    ],
    action: 'Open the portal',
    footer: 'You receive this mail because you are a member of this organisation.',
  },
  de: {
    scheduledSubject: (organisation: string) => `${organisation} wird gelöscht`,
    scheduledLines: (organisation: string, at: string) => [
      `Der Inhaber von ${organisation} hat die Löschung der Organisation beantragt. Am ${at} (UTC) wird alles gelöscht: Mitglieder, Karten, Tags, Leads, Scans und Dateien. Tags und Karten funktionieren dann nicht mehr.`,
      'Bis dahin können Sie sich nur anmelden, um diesen Hinweis zu sehen. Der Inhaber kann die Löschung bis dahin abbrechen und die Daten exportieren.',
    ],
    cancelledSubject: (organisation: string) => `${organisation} wird nicht gelöscht`,
    cancelledLines: (organisation: string) => [
      `Der Inhaber von ${organisation} hat die Löschung abgebrochen. Alles bleibt, wie es war, und Sie können wie gewohnt arbeiten.`,
    ],
    action: 'Portal öffnen',
    footer: 'Sie erhalten diese E-Mail, weil Sie Mitglied dieser Organisation sind.',
  },
} as const;

type Recipient = MailRecipient;

/** To every member, in their language: the organisation is erased at `at` unless its owner cancels. */
export function deletionScheduledMail(
  member: Recipient,
  { organisationName, at, url }: { organisationName: string; at: Date; url: string },
): MailMessage {
  const t = texts[member.language];
  return actionMail({
    to: member.email,
    subject: t.scheduledSubject(organisationName),
    greeting: greeting(member.language, member.contactFirstName),
    lines: [...t.scheduledLines(organisationName, dateIn(member.language, at))],
    action: t.action,
    url,
    footer: t.footer,
  });
}

/** To every member, in their language: the deletion was cancelled. */
export function deletionCancelledMail(
  member: Recipient,
  { organisationName, url }: { organisationName: string; url: string },
): MailMessage {
  const t = texts[member.language];
  return actionMail({
    to: member.email,
    subject: t.cancelledSubject(organisationName),
    greeting: greeting(member.language, member.contactFirstName),
    lines: [...t.cancelledLines(organisationName)],
    action: t.action,
    url,
    footer: t.footer,
  });
}
