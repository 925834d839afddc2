import { organisationRetentionBodySchema, organisationRetentionSchema } from '@nfc/contract/retention';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { getRetention, updateLeadRetention } from './service.ts';

/** How long the organisation's data is kept (under /api/organisation/retention): members read, owner and admins set. */
export const retentionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const response = { 200: organisationRetentionSchema };

    // GET /api/organisation/retention - the lead retention (months or null) and the plan's scan retention
    app.get(
      '/',
      {
        onRequest: app.requireUser,
        schema: { summary: 'Get the lead and scan retention', operationId: 'getRetention', response },
      },
      (request) => getRetention(deps, { organisationId: request.user!.organisationId }),
    );

    // PUT /api/organisation/retention - set the lead retention: 1-120 months, or null to keep leads until deleted
    app.put(
      '/',
      {
        onRequest: app.requireTeamManager,
        schema: {
          summary: 'Set the lead retention',
          operationId: 'updateRetention',
          body: organisationRetentionBodySchema,
          response,
        },
      },
      (request) =>
        updateLeadRetention(deps, {
          actor: request.user!,
          leadRetentionMonths: request.body.leadRetentionMonths,
        }),
    );
  };
