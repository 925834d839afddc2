import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { msg, withMessage } from '../../i18n/messages.ts';

const database = z.enum(['pglite', 'postgres']);
/** `degraded`: REDIS_URL is set but Redis is away; rate limits are counted in this copy's memory meanwhile. */
const cache = z.enum(['ok', 'degraded']).describe('degraded while the configured Redis is away (decision 028)');
const readySchema = z.object({ status: z.literal('ready'), database, cache });
const unavailableSchema = z.object({ status: z.literal('unavailable'), database, cache, message: z.string() });

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/health - the process is alive
    app.get(
      '/health',
      {
        config: { public: true },
        schema: {
          summary: 'Check that the process is alive',
          operationId: 'getHealth',
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      () => ({
        status: 'ok' as const,
      }),
    );

    // GET /api/ready - the database answers; a Redis outage is reported, not failed: counts go to memory meanwhile
    app.get(
      '/ready',
      {
        config: { public: true },
        schema: {
          summary: 'Check that the database answers',
          operationId: 'getReadiness',
          response: { 200: readySchema, 503: unavailableSchema },
        },
      },
      async (_request, reply) => {
        const cacheState = deps.cacheStatus.isDegraded ? ('degraded' as const) : ('ok' as const);
        try {
          await deps.database.ping();
          return { status: 'ready' as const, database: deps.database.kind, cache: cacheState };
        } catch {
          return reply.status(503).send(
            withMessage(msg('health.databaseUnavailable'), {
              status: 'unavailable',
              database: deps.database.kind,
              cache: cacheState,
            }),
          );
        }
      },
    );
  };
