import { scimTokenSchema } from '@nfc/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { createScimToken, revokeScimToken } from './token.ts';

/** The organisation's SCIM token, for its owner and admins (session only, never an API key). */
export const scimTokenRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // POST /api/team/scim-token - a new SCIM token, shown once; it replaces the one before at once
    app.post(
      '/',
      {
        onRequest: app.requireTeamManager,
        schema: {
          summary: 'Create the SCIM token (replacing the one before)',
          operationId: 'createScimToken',
          response: { 201: scimTokenSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createScimToken(deps, { actor: request.user! })),
    );

    // DELETE /api/team/scim-token - revoke the SCIM token: provisioning stops until a new one is made
    app.delete(
      '/',
      {
        onRequest: app.requireTeamManager,
        schema: { summary: 'Revoke the SCIM token', operationId: 'revokeScimToken' },
      },
      async (request, reply) => {
        await revokeScimToken(deps, { actor: request.user! });
        return reply.status(204).send();
      },
    );
  };
