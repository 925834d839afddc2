import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { preferredLanguage } from '../http/language.ts';
import { getAnswerMessages, type Message, renderMessage } from '../i18n/messages.ts';

type Body = { message?: unknown; errors?: Record<string, unknown>; data?: { message?: unknown } };

const german = (message: Message) => renderMessage(message, 'de');

/**
 * Answers `message`, field `errors` and `data.message` in German to a client that asks for German, from the
 * catalogue keys the answer was built with (`keyAnswer`, `withMessage`, `AppError`); other text stays as it is.
 */
export const localizeMessagesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || preferredLanguage(request.headers['accept-language']) !== 'de')
      return payload;
    const body = payload as Body;
    if (typeof body.message !== 'string' && !body.errors && typeof body.data?.message !== 'string') return payload;
    reply.header('content-language', 'de');
    const keyed = getAnswerMessages(body);
    const keyedData = body.data && typeof body.data === 'object' ? getAnswerMessages(body.data) : undefined;
    if (!keyed && !keyedData?.message) return payload;
    const localized: Body = { ...body };
    if (typeof body.message === 'string' && keyed?.message) localized.message = german(keyed.message);
    if (body.errors && typeof body.errors === 'object' && keyed?.errors) {
      const errors = keyed.errors;
      localized.errors = Object.fromEntries(
        Object.entries(body.errors).map(([field, text]) => {
          const message = errors[field];
          return [field, typeof text === 'string' && message ? german(message) : text];
        }),
      );
    }
    if (typeof body.data?.message === 'string' && keyedData?.message) {
      localized.data = { ...body.data, message: german(keyedData.message) };
    }
    return localized;
  });
});
