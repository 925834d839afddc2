import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { msg, withMessage } from '../../i18n/messages.ts';

export const healthRoutes =
  ({ database, cacheStatus }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/health - the process is alive
    app.get('/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, () => ({
      status: 'ok' as const,
    }));

    // GET /api/ready - the database answers; a Redis outage is reported, not failed: counts go to memory meanwhile
    app.get('/ready', async (_request, reply) => {
      const cache = cacheStatus.isDegraded ? 'degraded' : 'ok';
      try {
        await database.ping();
        return { status: 'ready', database: database.kind, cache };
      } catch {
        return reply
          .status(503)
          .send(
            withMessage(msg('health.databaseUnavailable'), { status: 'unavailable', database: database.kind, cache }),
          );
      }
    });
  };
