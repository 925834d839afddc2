import { publicPlansResponseSchema } from '@nfc/contract/plans';
import { billingModeResponseSchema } from '@nfc/contract/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { preferredLanguage } from '../../http/language.ts';
import { findActivePlans } from './service.ts';

export const publicPlanRoutes =
  ({ db, payments }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/public/plans - the active plans, cheapest first, texts in the request's language
    app.get(
      '/plans',
      {
        config: { public: true },
        schema: {
          summary: 'List the active plans',
          operationId: 'listPublicPlans',
          response: { 200: publicPlansResponseSchema },
        },
      },
      (request) => findActivePlans({ db, language: preferredLanguage(request.headers['accept-language']) }),
    );

    // GET /api/public/billing-mode - whether checkout is the test-mode provider (the web shows a banner then)
    app.get(
      '/billing-mode',
      {
        config: { public: true },
        schema: {
          summary: 'Tell whether checkout runs in test mode',
          operationId: 'getBillingMode',
          response: { 200: billingModeResponseSchema },
        },
      },
      () => ({
        isTestMode: payments.kind === 'simulated',
      }),
    );
  };
