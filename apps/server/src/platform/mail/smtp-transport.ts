import type { MailTransport } from './mail.ts';

/**
 * Real mail through an SMTP relay (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). nodemailer is loaded
 * only where SMTP is configured.
 */
export async function createSmtpTransport(smtpUrl: string): Promise<MailTransport & { close(): void }> {
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transporter.close(),
  };
}
