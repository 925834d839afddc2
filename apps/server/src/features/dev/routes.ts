import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { isLoopback } from '../../http/client-address.ts';
import { isUuid } from '../../http/validate.ts';

/**
 * Development and test helpers: registered only with ENABLE_TEST_ROUTES=true, and even then they answer only a
 * connection from this machine (the socket's own address, which no forwarded header can change).
 */
export const devRoutes =
  (
    { mailer, db }: AppDeps,
    { eraseDueOrganisations }: { eraseDueOrganisations: (now: Date) => Promise<number> },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isLoopback(request.socket.remoteAddress)) throw new AppError('NOT_FOUND', 'common.notFound');
    });

    // GET /api/dev/outbox - every stored mail, newest first
    app.get('/outbox', async () => {
      const mails = await mailer.list(200);
      return mails.map((mail) => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        status: mail.status,
        createdAt: mail.createdAt.toISOString(),
      }));
    });

    // POST /api/dev/orders/:id/delivered-days-ago - moves a delivered order's completion back in time (alert tests)
    app.post(
      '/orders/:id/delivered-days-ago',
      {
        schema: {
          params: z.object({ id: z.string().max(100) }),
          body: z.object({ days: z.number().int().min(0).max(3650) }),
        },
      },
      async (request, reply) => {
        const completedAt = new Date(Date.now() - request.body.days * 86_400_000);
        const [order] = isUuid(request.params.id)
          ? await db
              .update(orders)
              .set({ completedAt })
              .where(and(eq(orders.id, request.params.id), eq(orders.status, 'completed')))
              .returning({ id: orders.id })
          : [];
        if (!order) throw notFound('noun.order');
        return reply.status(204).send();
      },
    );

    // POST /api/dev/erase-due-organisations - runs the erasure clock now, as if `withinDays` had passed (browser tests)
    app.post(
      '/erase-due-organisations',
      { schema: { body: z.object({ withinDays: z.number().int().min(0).max(366) }) } },
      async (request) => ({
        erased: await eraseDueOrganisations(new Date(Date.now() + request.body.withinDays * 86_400_000)),
      }),
    );
  };
