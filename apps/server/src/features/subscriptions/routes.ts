import {
  createCheckoutBodySchema,
  portalUpdateBodySchema,
  redirectUrlResponseSchema,
  verifySessionBodySchema,
  verifySessionResponseSchema,
} from '@nfc/contract/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import {
  createCheckoutSession,
  createManageSession,
  createPlanChangeSession,
  verifyCheckoutSession,
} from './service.ts';

export const subscriptionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The subscription is the organisation's, and only its owner sees billing and changes the plan (decision 017).
    app.addHook('onRequest', app.requireTeamOwner);

    // POST /api/subscriptions/create-checkout-session - hand over to the provider to subscribe to a plan
    app.post(
      '/create-checkout-session',
      {
        schema: {
          summary: 'Start a checkout for a plan',
          operationId: 'createCheckoutSession',
          errors: [409],
          body: createCheckoutBodySchema,
          response: { 200: redirectUrlResponseSchema },
        },
      },
      (request) => createCheckoutSession(deps, { user: request.user!, planId: request.body.planId }),
    );

    // POST /api/subscriptions/create-portal-session-for-update - hand over to the provider to change plan
    app.post(
      '/create-portal-session-for-update',
      {
        schema: {
          summary: 'Start a plan change at the payment provider',
          operationId: 'createPlanChangeSession',
          errors: [409],
          body: portalUpdateBodySchema,
          response: { 200: redirectUrlResponseSchema },
        },
      },
      (request) => createPlanChangeSession(deps, { user: request.user!, newPlanId: request.body.newPlanId }),
    );

    // POST /api/subscriptions/manage-subscription - the provider's portal: cancel, resume, payment method
    app.post(
      '/manage-subscription',
      {
        schema: {
          summary: "Open the payment provider's portal",
          operationId: 'createBillingPortalSession',
          response: { 200: redirectUrlResponseSchema },
        },
      },
      (request) => createManageSession(deps, { user: request.user! }),
    );

    // POST /api/subscriptions/verify-session - confirm a checkout after the provider sends the user back
    app.post(
      '/verify-session',
      {
        schema: {
          summary: 'Confirm a checkout',
          operationId: 'verifyCheckoutSession',
          body: verifySessionBodySchema,
          response: { 200: verifySessionResponseSchema },
        },
      },
      (request) => verifyCheckoutSession(deps, { user: request.user!, sessionId: request.body.sessionId }),
    );
  };
