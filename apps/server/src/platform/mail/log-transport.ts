import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail.ts';

/**
 * The embedded transport: the outbox row is the mail; delivering only logs it. The text (with its links) is shown
 * only to a person at the terminal that started the server, never written to a log file or collector.
 */
export function createLogTransport(logger: FastifyBaseLogger, { showText }: { showText: boolean }): MailTransport {
  return {
    kind: 'log',
    async deliver(message) {
      logger.info(
        { to: message.to, subject: message.subject, ...(showText ? { text: message.text } : {}) },
        'mail stored in outbox (no SMTP_URL configured)',
      );
    },
  };
}
