import { contactBodySchema } from '@nfc/contract/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessages } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { escapeHtml } from '../../http/html.ts';
import { preferredLanguage } from '../../http/language.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import { networkOf } from '../../platform/network/ip-network.ts';

const CONTACT_LIMIT = { perIp: 5, windowMs: 10 * 60_000 };

export const contactRoutes =
  ({ db, mailer, rateLimiter, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // POST /api/contact - store a message from the contact forms and mail it to CONTACT_EMAIL
    app.post(
      '/',
      {
        config: { public: true },
        onRequest: async (request, reply) => {
          const hit = await rateLimiter.hit(
            `contact:ip:${networkOf(request.ip)}`,
            CONTACT_LIMIT.perIp,
            CONTACT_LIMIT.windowMs,
          );
          if (!hit.allowed) {
            reply.header('retry-after', String(hit.retryAfterSeconds));
            throw new AppError('RATE_LIMITED', 'common.tooManyMessages');
          }
        },
        schema: {
          summary: 'Send a message to the platform',
          operationId: 'sendContactMessage',
          errors: [429],
          body: contactBodySchema,
          response: { 201: z.object({ message: z.string() }) },
        },
      },
      async (request, reply) => {
        const { website, ...message } = request.body;
        // A filled honeypot is a bot: answer as if sent, keep nothing.
        if (website) return reply.status(201).send(withMessage(msg('contact.sent')));
        const language = preferredLanguage(request.headers['accept-language']);
        await db.insert(contactMessages).values({ ...message, language });
        if (config.contactEmail) {
          await mailer.send({
            to: config.contactEmail,
            subject: `[Contact] ${message.subject}`,
            text: `From: ${message.name} <${message.email}>\n\n${message.message}`,
            html: `<p>From: ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p><pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(message.message)}</pre>`,
          });
        }
        return reply.status(201).send(withMessage(msg('contact.sent')));
      },
    );
  };
