import { apiKeySchema, createApiKeyBodySchema, createdApiKeySchema } from '@nfc/contract/api-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { createApiKey, deleteApiKey, findApiKeys } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

export const apiKeyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Keys are the organisation's, made by its owner and admins; no route here names a scope, so no key reaches them.
    app.addHook('onRequest', app.requireTeamManager);
    app.addHook('onRequest', app.requireVerified);

    // GET /api/api-keys - the organisation's keys, newest first, without their secrets
    app.get(
      '/',
      {
        schema: {
          summary: "List the organisation's API keys (never their secrets)",
          operationId: 'listApiKeys',
          tags: ['API keys'],
          response: { 200: z.array(apiKeySchema) },
        },
      },
      (request) => findApiKeys(deps, { organisationId: request.user!.organisationId }),
    );

    // POST /api/api-keys - create a key acting as the caller; its secret is in this answer only
    app.post(
      '/',
      {
        schema: {
          summary: 'Create an API key; the answer holds the key, shown this once',
          operationId: 'createApiKey',
          tags: ['API keys'],
          body: createApiKeyBodySchema,
          response: { 201: createdApiKeySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createApiKey(deps, { actor: request.user!, data: request.body })),
    );

    // DELETE /api/api-keys/:id - revoke a key; it stops working at once on every copy
    app.delete(
      '/:id',
      {
        schema: {
          summary: 'Revoke an API key',
          operationId: 'deleteApiKey',
          tags: ['API keys'],
          params: idParams,
        },
      },
      async (request, reply) => {
        await deleteApiKey(deps, { actor: request.user!, id: request.params.id });
        return reply.status(204).send();
      },
    );
  };
