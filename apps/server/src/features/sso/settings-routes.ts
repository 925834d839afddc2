import { ssoConnectionBodySchema, ssoSettingsSchema, ssoTestSchema } from '@nfc/contract/identity';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import {
  deleteSsoConnection,
  findSsoConnection,
  getSsoSettings,
  hasIdentityPlan,
  saveSsoConnection,
  startSsoFlow,
} from './settings.ts';

/**
 * The organisation's single sign-on connection (under /api/team/sso): its owner and admins, on a plan with enterprise
 * identity. Session only: no API key scope reaches it.
 */
export const ssoSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const requireIdentityPlan = async (request: FastifyRequest) => {
      if (!hasIdentityPlan(request.user!)) throw new AppError('FORBIDDEN', 'identity.planRequired');
    };
    const managers = { onRequest: [app.requireTeamManager, requireIdentityPlan] };

    // GET /api/team/sso - the connection (never its secret), enforcement, group mapping, SCIM and our side's URLs
    app.get(
      '/',
      {
        ...managers,
        schema: {
          summary: 'Get the single sign-on settings',
          operationId: 'getSsoSettings',
          response: { 200: ssoSettingsSchema },
        },
      },
      (request) => getSsoSettings(deps, { organisationId: request.user!.organisationId }),
    );

    // PUT /api/team/sso - set the OIDC or SAML connection, checked with the identity provider first; replaces the old one
    app.put(
      '/',
      {
        ...managers,
        schema: {
          summary: 'Set the single sign-on connection',
          operationId: 'saveSsoConnection',
          body: ssoConnectionBodySchema,
          response: { 200: ssoSettingsSchema },
        },
      },
      (request) => saveSsoConnection(deps, { actor: request.user!, data: request.body }),
    );

    // DELETE /api/team/sso - remove the connection (its enforcement ends with it)
    app.delete(
      '/',
      {
        ...managers,
        schema: {
          summary: 'Remove the single sign-on connection',
          operationId: 'deleteSsoConnection',
          errors: [404],
        },
      },
      async (request, reply) => {
        await deleteSsoConnection(deps, { actor: request.user! });
        return reply.status(204).send();
      },
    );

    // POST /api/team/sso/test - start a test sign-in: the identity provider's URL for a new tab; nobody is signed in
    app.post(
      '/test',
      {
        ...managers,
        schema: {
          summary: 'Start a test sign-in with the connection',
          operationId: 'testSsoConnection',
          errors: [409, 503],
          response: { 200: ssoTestSchema },
        },
      },
      async (request) => {
        const connection = await findSsoConnection(deps.db, request.user!.organisationId);
        if (!connection) throw new AppError('CONFLICT', 'identity.ssoNotConnected');
        return { url: await startSsoFlow(deps, { connection, purpose: 'test', logger: request.log }) };
      },
    );
  };
