import { scanRecordBodySchema } from '@nfc/contract/vcards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import { networkOf } from '../../platform/network/ip-network.ts';
import { unsafeGetPublicVcard } from '../../public-cards/public-card.ts';
import { recordCardScan } from '../../scan-recording/card-scans.ts';
import { replyWith, type ScanLink } from './scan-link.ts';

const SCAN_RECORDS_PER_MINUTE = 60;

/** A coarse grid (about 1 km): enough for a map of scans, not enough to find a house. */
const coarse = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100) / 100);

/**
 * GET /t/:code through Fastify: what app.inject and a request the fast path leaves alone reach (the fast path in
 * app.ts answers real connections before the router, decision 041). Both resolve the scan with `scanLink`.
 */
export const scanLinkRoutes =
  (scanLink: ScanLink): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onClose', async () => scanLink.close());
    // No schema and no compression here: the cache only accepts 8 base62 characters, and a 302 has no body.
    app.get<{ Params: { code: string } }>('/:code', { compress: false, decompress: false }, async (request, reply) =>
      replyWith(reply, await scanLink.resolve(request.raw, request.params.code, request.ip)),
    );
  };

export const scanRecordRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { rateLimiter } = deps;

    // POST /api/analytics/nfc-scan - the public card page reports one view
    app.post(
      '/nfc-scan',
      {
        config: { public: true },
        onRequest: async (request, reply) => {
          const hit = await rateLimiter.hit(`scan-record:ip:${networkOf(request.ip)}`, SCAN_RECORDS_PER_MINUTE, 60_000);
          if (!hit.allowed) {
            reply.header('retry-after', String(hit.retryAfterSeconds));
            throw new AppError('RATE_LIMITED', 'common.tooManyRequests');
          }
        },
        schema: {
          summary: 'Report a view of a public card',
          operationId: 'recordCardView',
          errors: [429],
          body: scanRecordBodySchema,
          response: { 202: z.object({ message: z.string() }) },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const found = await unsafeGetPublicVcard(deps, body.token);
        if (!found) throw notFound('noun.businessCard');
        await recordCardScan(deps, request, {
          kind: 'page',
          card: found.card,
          attribution: body,
          device: {
            userAgent: body.userAgent,
            language: body.language,
            platform: body.platform,
            screenResolution: body.screenResolution,
            timezone: body.timezone,
            latitude: coarse(body.latitude),
            longitude: coarse(body.longitude),
          },
        });
        return reply.status(202).send(withMessage(msg('scans.recorded')));
      },
    );
  };
