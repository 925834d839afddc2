import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { refuseForbiddenCharacters } from '../http/validate.ts';

function refuseForbiddenText(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  try {
    refuseForbiddenCharacters(request.params, request.query, request.body);
    done();
  } catch (error) {
    done(error as Error);
  }
}

/**
 * Params, query and JSON body with a NUL or a lone surrogate answer 400 before any schema or handler sees them.
 * Added to each route as it is registered, except the scan link: it looks its code up in memory (8 base62
 * characters or nothing) and stores no text from the request, so it is spared the walk on the hottest path.
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/t/')) return;
    const own = route.preValidation;
    route.preValidation = own ? [refuseForbiddenText, ...(Array.isArray(own) ? own : [own])] : [refuseForbiddenText];
  });
});
