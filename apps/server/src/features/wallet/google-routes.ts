import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';

/** GET /api/vcf-configs/:id/wallet/google (registered under /vcf-configs). Helper "push" fills it. */
export const googleWalletRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async () => {};
