import type { Language } from '@nfc/contract/constants';
import { escapeHtml } from '../../http/html.ts';
import type { MailMessage } from './mail.ts';

/** A short mail with one call to action: greeting, lines, a button to `url` (also written out), a footer. */
export function actionMail(options: {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  footer: string;
}): MailMessage {
  const { to, subject, greeting, lines, action, url, footer } = options;
  const text = [greeting, '', ...lines, '', `${action}: ${url}`, '', footer].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(url)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** A mail's recipient as the feature mails address them: by first name when known, in their language. */
export type MailRecipient = { email: string; language: Language; contactFirstName: string | null };

/** "Hello Erika," / "Hallo Erika," (or without a name). */
export const greeting = (language: Language, name: string | null) =>
  language === 'de' ? (name ? `Hallo ${name},` : 'Hallo,') : name ? `Hello ${name},` : 'Hello,';
