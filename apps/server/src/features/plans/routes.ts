import { publicPlansResponseSchema } from '@nfc/contract/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { findActivePlans } from './service.ts';

export const publicPlanRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/public/plans - the active plans, cheapest first
    app.get('/plans', { schema: { response: { 200: publicPlansResponseSchema } } }, () => findActivePlans({ db }));
  };
