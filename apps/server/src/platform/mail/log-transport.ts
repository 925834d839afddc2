import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail.ts';

/** The embedded transport: the outbox row is the mail; delivering only logs it. */
export function createLogTransport(logger: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async deliver(message) {
      logger.info({ to: message.to, subject: message.subject }, 'mail stored in outbox (no SMTP_URL configured)');
    },
  };
}
