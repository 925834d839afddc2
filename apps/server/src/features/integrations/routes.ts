import {
  connectHubspotBodySchema,
  crmConnectionListSchema,
  crmProviderSchema,
  salesforceAuthorizationSchema,
} from '@nfc/contract/integrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import {
  completeSalesforceAuthorization,
  connectHubspot,
  disconnectProvider,
  findConnections,
  startSalesforceAuthorization,
} from './service.ts';

const providerParams = z.object({ provider: crmProviderSchema });
const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/**
 * CRM connections (under /api/integrations): the organisation's owner and admins connect HubSpot and Salesforce. No
 * API key scope: a key never reaches them. Salesforce's redirect back is public and trusts only its signed state.
 */
export const integrationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Owner and admins with a verified address; checked in this order, so a stranger learns only that a session is due.
    const onRequest = [app.requireTeamManager, app.requireVerified];

    // GET /api/integrations - both CRMs with their state, account, last sync and last error (never a token)
    app.get(
      '/',
      {
        onRequest,
        schema: {
          summary: 'List the CRM connections',
          operationId: 'listIntegrations',
          tags: ['integrations'],
          response: { 200: crmConnectionListSchema },
        },
      },
      (request) => findConnections(deps, { organisationId: request.user!.organisationId }),
    );

    // PUT /api/integrations/hubspot - connect HubSpot with a private app's token, checked with HubSpot first
    app.put(
      '/hubspot',
      {
        onRequest,
        schema: {
          summary: 'Connect HubSpot with a private-app access token',
          operationId: 'connectHubspot',
          tags: ['integrations'],
          body: connectHubspotBodySchema,
          response: { 200: crmConnectionListSchema },
        },
      },
      async (request) => {
        await connectHubspot(deps, { actor: request.user!, accessToken: request.body.accessToken });
        return findConnections(deps, { organisationId: request.user!.organisationId });
      },
    );

    // POST /api/integrations/salesforce/authorize - the Salesforce consent page to send the browser to
    app.post(
      '/salesforce/authorize',
      {
        onRequest,
        schema: {
          summary: 'Start connecting Salesforce (OAuth 2)',
          operationId: 'authorizeSalesforce',
          tags: ['integrations'],
          response: { 200: salesforceAuthorizationSchema },
        },
      },
      (request) => startSalesforceAuthorization(deps, { actor: request.user! }),
    );

    // DELETE /api/integrations/:provider - disconnect a CRM: its tokens and waiting syncs go
    app.delete(
      '/:provider',
      {
        onRequest,
        schema: {
          summary: 'Disconnect a CRM',
          operationId: 'disconnectIntegration',
          tags: ['integrations'],
          params: providerParams,
        },
      },
      async (request, reply) => {
        await disconnectProvider(deps, { actor: request.user!, provider: request.params.provider });
        return reply.status(204).send();
      },
    );

    // GET /api/integrations/salesforce/callback?code&state - Salesforce's redirect back after the consent screen
    app.get(
      '/salesforce/callback',
      {
        config: { public: true },
        schema: {
          summary: 'Finish connecting Salesforce (OAuth 2 redirect)',
          operationId: 'completeSalesforceAuthorization',
          tags: ['integrations'],
          querystring: callbackQuery,
        },
      },
      async (request, reply) => {
        const location = await completeSalesforceAuthorization(deps, { query: request.query, logger: request.log });
        return reply.header('cache-control', 'no-store').redirect(location, 303);
      },
    );
  };
