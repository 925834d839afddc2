import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { preferredLanguage } from '../http/language.ts';
import { toGerman } from '../i18n/german.ts';

type Body = { message?: unknown; errors?: Record<string, unknown>; data?: { message?: unknown } };

/** Answers `message`, field `errors` and `data.message` in German to a client that asks for German. */
export const localizeMessagesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || preferredLanguage(request.headers['accept-language']) !== 'de')
      return payload;
    const body = payload as Body;
    if (typeof body.message !== 'string' && !body.errors && typeof body.data?.message !== 'string') return payload;
    reply.header('content-language', 'de');
    const localized: Body = { ...body };
    if (typeof body.message === 'string') localized.message = toGerman(body.message);
    if (body.errors && typeof body.errors === 'object') {
      localized.errors = Object.fromEntries(
        Object.entries(body.errors).map(([field, text]) => [field, typeof text === 'string' ? toGerman(text) : text]),
      );
    }
    if (typeof body.data?.message === 'string') localized.data = { ...body.data, message: toGerman(body.data.message) };
    return localized;
  });
});
