import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseForbiddenCharacters } from '../http/validate.ts';

/** Params, query and JSON body with a NUL or a lone surrogate answer 400 before any schema or handler sees them. */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseForbiddenCharacters(request.params, request.query, request.body);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
});
