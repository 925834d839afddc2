import type { Language } from '@nfc/contract/constants';
import type { Lead } from '@nfc/contract/leads';
import { escapeHtml } from '../../http/html.ts';
import type { MailMessage } from '../../platform/mail/mail.ts';

const texts = {
  en: {
    subject: (name: string) => `New contact: ${name}`,
    intro: (name: string, card: string) =>
      `${name} shared their contact details with you on your business card “${card}”.`,
    unknownCard: 'a deleted card',
    labels: { name: 'Name', email: 'E-mail', phone: 'Phone', company: 'Company', note: 'Note' },
    consent: 'They agreed to share these details with you. Please use them only to get in touch.',
    action: 'All your contacts',
  },
  de: {
    subject: (name: string) => `Neuer Kontakt: ${name}`,
    intro: (name: string, card: string) => `${name} hat Ihnen über Ihre Visitenkarte „${card}“ Kontaktdaten geschickt.`,
    unknownCard: 'eine gelöschte Karte',
    labels: { name: 'Name', email: 'E-Mail', phone: 'Telefon', company: 'Firma', note: 'Notiz' },
    consent: 'Die Person hat der Weitergabe zugestimmt. Bitte nutzen Sie die Angaben nur, um Kontakt aufzunehmen.',
    action: 'Alle Ihre Kontakte',
  },
} as const;

/** Tells a card's owner, in the owner's language, who shared their details, with a link to the leads page. */
export function newLeadMail(options: { to: string; language: Language; lead: Lead; appUrl: string }): MailMessage {
  const { to, language, lead, appUrl } = options;
  const text = texts[language];
  const link = `${appUrl}/leads`;
  const fields = (['name', 'email', 'phone', 'company', 'note'] as const)
    .filter((field) => lead[field])
    .map((field) => ({ label: text.labels[field], value: lead[field] as string }));
  const intro = text.intro(lead.name, lead.cardName ?? text.unknownCard);
  return {
    to,
    subject: text.subject(lead.name),
    text: [
      intro,
      '',
      ...fields.map(({ label, value }) => `${label}: ${value}`),
      '',
      text.consent,
      '',
      `${text.action}: ${link}`,
    ].join('\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${fields
      .map(
        ({ label, value }) =>
          `<tr><th style="text-align:left;vertical-align:top;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>
<p>${escapeHtml(text.consent)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>
</body></html>`,
  };
}
