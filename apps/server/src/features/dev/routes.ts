import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

/** Development and test helpers; never registered when NODE_ENV=production. */
export const devRoutes =
  ({ mailer }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
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
  };
