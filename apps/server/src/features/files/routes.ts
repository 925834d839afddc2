import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg, withMessage } from '../../i18n/messages.ts';
import type { LocalDiskStorage } from '../../platform/storage/local-disk.ts';

/** Types a browser may show inline; everything else (SVG included) is served as a download. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

export const fileRoutes =
  (storage: LocalDiskStorage): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /files/* - a signed, expiring link to a stored file
    app.get(
      '/*',
      {
        schema: {
          querystring: z.object({ exp: z.string().optional(), sig: z.string().optional(), dl: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const file = await storage.open(key, request.query);
        if (!file) return reply.status(404).send(withMessage(msg('files.linkInvalid'), { code: 'NOT_FOUND' }));
        const inline = INLINE_TYPES.has(file.contentType) && !file.downloadName;
        const name = (file.downloadName ?? key.split('/').pop() ?? 'file').replace(/[^\w.-]/g, '_');
        // A card page on a customer's link domain (issue 33) shows the card's images from here: the signed link is the
        // credential, so another site may embed an image, never read a document.
        const embedding = inline && file.contentType.startsWith('image/') ? 'cross-origin' : 'same-origin';
        return reply
          .header('content-type', inline ? file.contentType : 'application/octet-stream')
          .header('content-length', file.size)
          .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, max-age=300')
          .header('cross-origin-resource-policy', embedding)
          .send(createReadStream(file.filePath));
      },
    );
  };
