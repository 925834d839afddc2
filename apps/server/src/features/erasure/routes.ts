import { messageResponseSchema } from '@nfc/contract/auth';
import {
  deleteAccountBodySchema,
  deleteOrganisationBodySchema,
  eraseLeadsBodySchema,
  eraseLeadsResponseSchema,
  organisationDeletionSchema,
} from '@nfc/contract/erasure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import {
  cancelOrganisationDeletion,
  deleteOwnAccount,
  eraseLeadsByEmail,
  scheduleOrganisationDeletion,
} from './service.ts';

/** Erasure (issue 27, decision 024): the organisation, a member's own account, a person's leads. Full paths under /api. */
export const erasureRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // DELETE /api/organisation - the owner schedules the erasure of everything after the grace period
    app.delete(
      '/organisation',
      {
        onRequest: app.requireTeamOwner,
        schema: {
          summary: "Schedule the organisation's erasure",
          operationId: 'scheduleOrganisationErasure',
          errors: [409],
          body: deleteOrganisationBodySchema,
          response: { 202: organisationDeletionSchema },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await scheduleOrganisationDeletion(deps, { actor: request.user!, data: request.body })),
    );

    // POST /api/organisation/deletion/cancel - the owner takes the scheduled deletion back
    app.post(
      '/organisation/deletion/cancel',
      {
        onRequest: app.requireTeamOwner,
        schema: {
          summary: 'Cancel the scheduled erasure',
          operationId: 'cancelOrganisationErasure',
          errors: [409],
          response: { 200: messageResponseSchema },
        },
      },
      (request) => cancelOrganisationDeletion(deps, { actor: request.user! }),
    );

    // DELETE /api/users/me - the caller deletes their own account; their cards are kept or deleted, as they choose
    app.delete(
      '/users/me',
      {
        onRequest: app.requireUser,
        schema: {
          summary: 'Delete your own account',
          operationId: 'deleteOwnAccount',
          errors: [409],
          body: deleteAccountBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      (request) => deleteOwnAccount(deps, { actor: request.user!, data: request.body }),
    );

    // POST /api/leads/erase - erases every lead of one e-mail address in the organisation
    app.post(
      '/leads/erase',
      {
        onRequest: app.requireTeamManager,
        schema: {
          summary: 'Erase every lead of one e-mail address',
          operationId: 'eraseLeadsByEmail',
          body: eraseLeadsBodySchema,
          response: { 200: eraseLeadsResponseSchema },
        },
      },
      (request) => eraseLeadsByEmail(deps, { actor: request.user!, email: request.body.email }),
    );
  };
