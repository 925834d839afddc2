import type { Language } from '@nfc/contract/constants';
import { actionMail } from '../../platform/mail/action-mail.ts';
import type { MailMessage } from '../../platform/mail/mail.ts';

const texts = {
  en: {
    verify: {
      subject: 'Confirm your e-mail address',
      greeting: (name: string) => `Hello ${name},`,
      lines: [
        'thank you for registering your organisation.',
        'Please confirm your e-mail address. The link is valid for 24 hours and can be used once.',
      ],
      action: 'Confirm e-mail address',
    },
    reset: {
      subject: 'Reset your password',
      greeting: (name: string) => `Hello ${name},`,
      lines: [
        'someone asked to reset the password of your account.',
        'The link is valid for one hour and can be used once. If it was not you, ignore this mail: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
    registrationAttempt: {
      subject: 'Someone tried to register with your e-mail address',
      greeting: (name: string) => `Hello ${name},`,
      lines: [
        'someone tried to register a new account with this e-mail address, which already has an account.',
        'If it was you: sign in with your password, or choose a new one if you have forgotten it. If it was not you, ignore this mail: nothing has changed.',
      ],
      action: 'Sign in',
      forgotten: 'Forgotten your password? Choose a new one',
    },
    lockout: {
      subject: 'Too many wrong passwords for your account',
      greeting: (name: string) => `Hello ${name},`,
      lines: (minutes: number) => [
        `a wrong password was entered for your account too often, so further attempts from that network are paused for ${minutes} minutes. You can still sign in from anywhere else.`,
        'If it was you and you have forgotten your password, choose a new one with this link (valid for one hour, usable once). If it was not you, your password stays as it is; a new, strong one makes your account safer.',
      ],
      action: 'Choose a new password',
    },
    footer: 'You get this mail because this address was entered on the NFC Platform.',
  },
  de: {
    verify: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      greeting: (name: string) => `Hallo ${name},`,
      lines: [
        'vielen Dank für die Registrierung Ihrer Organisation.',
        'Bitte bestätigen Sie Ihre E-Mail-Adresse. Der Link ist 24 Stunden gültig und kann einmal verwendet werden.',
      ],
      action: 'E-Mail-Adresse bestätigen',
    },
    reset: {
      subject: 'Passwort zurücksetzen',
      greeting: (name: string) => `Hallo ${name},`,
      lines: [
        'jemand hat angefordert, das Passwort Ihres Kontos zurückzusetzen.',
        'Der Link ist eine Stunde gültig und kann einmal verwendet werden. Waren Sie das nicht, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
      ],
      action: 'Neues Passwort wählen',
    },
    registrationAttempt: {
      subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren',
      greeting: (name: string) => `Hallo ${name},`,
      lines: [
        'jemand hat versucht, mit dieser E-Mail-Adresse ein neues Konto anzulegen. Für diese Adresse besteht bereits ein Konto.',
        'Waren Sie das: Melden Sie sich mit Ihrem Passwort an oder wählen Sie ein neues, falls Sie es vergessen haben. Waren Sie das nicht, ignorieren Sie diese E-Mail: Es hat sich nichts geändert.',
      ],
      action: 'Anmelden',
      forgotten: 'Passwort vergessen? Wählen Sie ein neues',
    },
    lockout: {
      subject: 'Zu viele falsche Passwörter für Ihr Konto',
      greeting: (name: string) => `Hallo ${name},`,
      lines: (minutes: number) => [
        `für Ihr Konto wurde zu oft ein falsches Passwort eingegeben. Weitere Versuche aus diesem Netzwerk sind deshalb für ${minutes} Minuten gesperrt. Von überall sonst können Sie sich weiterhin anmelden.`,
        'Waren Sie das und haben Ihr Passwort vergessen, wählen Sie mit diesem Link ein neues (eine Stunde gültig, einmal verwendbar). Waren Sie es nicht, bleibt Ihr Passwort unverändert; ein neues, starkes Passwort macht Ihr Konto sicherer.',
      ],
      action: 'Neues Passwort wählen',
    },
    footer: 'Sie erhalten diese E-Mail, weil diese Adresse auf der NFC Platform angegeben wurde.',
  },
} as const;

type Recipient = { email: string; language: Language; name: string | null };

export function verificationMail(recipient: Recipient, url: string): MailMessage {
  const t = texts[recipient.language];
  return actionMail({
    to: recipient.email,
    subject: t.verify.subject,
    greeting: t.verify.greeting(recipient.name ?? recipient.email),
    lines: [...t.verify.lines],
    action: t.verify.action,
    url,
    footer: t.footer,
  });
}

export function passwordResetMail(recipient: Recipient, url: string): MailMessage {
  const t = texts[recipient.language];
  return actionMail({
    to: recipient.email,
    subject: t.reset.subject,
    greeting: t.reset.greeting(recipient.name ?? recipient.email),
    lines: [...t.reset.lines],
    action: t.reset.action,
    url,
    footer: t.footer,
  });
}

/** To the owner of an address someone tried to register again: sign in, or reset a forgotten password. */
export function registrationAttemptMail(recipient: Recipient, appUrl: string): MailMessage {
  const t = texts[recipient.language];
  return actionMail({
    to: recipient.email,
    subject: t.registrationAttempt.subject,
    greeting: t.registrationAttempt.greeting(recipient.name ?? recipient.email),
    lines: [...t.registrationAttempt.lines, `${t.registrationAttempt.forgotten}: ${appUrl}/request-password-reset`],
    action: t.registrationAttempt.action,
    url: `${appUrl}/login`,
    footer: t.footer,
  });
}

/** After too many wrong passwords: what happened, and a reset link in case the owner forgot the password. */
export function lockoutMail(recipient: Recipient, url: string, minutes: number): MailMessage {
  const t = texts[recipient.language];
  return actionMail({
    to: recipient.email,
    subject: t.lockout.subject,
    greeting: t.lockout.greeting(recipient.name ?? recipient.email),
    lines: t.lockout.lines(minutes),
    action: t.lockout.action,
    url,
    footer: t.footer,
  });
}
