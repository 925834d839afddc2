import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';

/** GET /api/vcf-configs/:id/wallet/apple (registered under /vcf-configs). Helper "apple" fills it. */
export const appleWalletRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async () => {};

/** The PassKit web service (registered under /passkit). Helper "apple" fills it. */
export const passkitRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async () => {};
