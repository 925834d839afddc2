import type { Language } from '@nfc/contract/constants';
import type { AssignableRole } from '@nfc/contract/team-roles';
import { actionMail } from '../../platform/mail/action-mail.ts';
import type { MailMessage } from '../../platform/mail/mail.ts';

const texts = {
  en: {
    subject: (organisation: string) => `You are invited to join ${organisation}`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    lines: (inviter: string, organisation: string, role: AssignableRole) => [
      `${inviter} invites you to join ${organisation} on the NFC Platform as ${role === 'admin' ? 'an admin' : 'a member'}.`,
      'Set your name and a password to join. The link is valid for 7 days and can be used once.',
    ],
    action: 'Join the team',
    footer: 'If you did not expect this invitation, ignore this mail: nothing happens without you.',
  },
  de: {
    subject: (organisation: string) => `Einladung zu ${organisation}`,
    greeting: (name: string | null) => (name ? `Hallo ${name},` : 'Hallo,'),
    lines: (inviter: string, organisation: string, role: AssignableRole) => [
      `${inviter} lädt Sie ein, ${organisation} auf der NFC Platform als ${role === 'admin' ? 'Administrator' : 'Mitglied'} beizutreten.`,
      'Geben Sie Ihren Namen und ein Passwort an, um beizutreten. Der Link ist 7 Tage gültig und einmal verwendbar.',
    ],
    action: 'Dem Team beitreten',
    footer: 'Haben Sie diese Einladung nicht erwartet, ignorieren Sie diese E-Mail: Ohne Sie geschieht nichts.',
  },
} as const;

/** The invitation link to `/join`, in the language of the member who sent it. */
export function invitationMail(options: {
  to: string;
  name: string | null;
  role: AssignableRole;
  organisationName: string;
  inviterName: string;
  language: Language;
  url: string;
}): MailMessage {
  const t = texts[options.language];
  return actionMail({
    to: options.to,
    subject: t.subject(options.organisationName),
    greeting: t.greeting(options.name),
    lines: [...t.lines(options.inviterName, options.organisationName, options.role)],
    action: t.action,
    url: options.url,
    footer: t.footer,
  });
}

const accountExistsTexts = {
  en: {
    subject: (organisation: string) => `You were invited to ${organisation}`,
    lines: (inviter: string, organisation: string) => [
      `${inviter} invited you to join ${organisation} on the NFC Platform, but this address already has an account, and an address can belong to one organisation only.`,
      `To join ${organisation}, ask for an invitation to another address, or leave your current organisation first. Your account stays as it is.`,
    ],
    action: 'Sign in',
    footer: 'If you did not expect this invitation, ignore this mail: nothing changes without you.',
  },
  de: {
    subject: (organisation: string) => `Einladung zu ${organisation}`,
    lines: (inviter: string, organisation: string) => [
      `${inviter} hat Sie eingeladen, ${organisation} auf der NFC Platform beizutreten, aber für diese Adresse gibt es bereits ein Konto, und eine Adresse kann nur zu einer Organisation gehören.`,
      `Um ${organisation} beizutreten, bitten Sie um eine Einladung an eine andere Adresse oder verlassen Sie zuerst Ihre jetzige Organisation. Ihr Konto bleibt, wie es ist.`,
    ],
    action: 'Anmelden',
    footer: 'Haben Sie diese Einladung nicht erwartet, ignorieren Sie diese E-Mail: Ohne Sie ändert sich nichts.',
  },
} as const;

/**
 * Instead of a join link, to an address that already has an account (decision 027): the inviter is answered as for
 * any address, so only the owner of the address learns that it has one. In the account's language.
 */
export function accountExistsMail(options: {
  to: string;
  name: string | null;
  organisationName: string;
  inviterName: string;
  language: Language;
  url: string;
}): MailMessage {
  const t = accountExistsTexts[options.language];
  return actionMail({
    to: options.to,
    subject: t.subject(options.organisationName),
    greeting: texts[options.language].greeting(options.name),
    lines: [...t.lines(options.inviterName, options.organisationName)],
    action: t.action,
    url: options.url,
    footer: t.footer,
  });
}
