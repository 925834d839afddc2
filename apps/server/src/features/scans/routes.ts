import { matchLinkRule, operatingSystemOf, primaryLanguageOf } from '@nfc/contract/link-rules';
import { scanRecordBodySchema } from '@nfc/contract/vcards';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { firstLanguageTag, preferredLanguage } from '../../http/language.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import type { TargetVerification } from '../../platform/cache/scan-target-cache.ts';
import { networkOf } from '../../platform/network/ip-network.ts';
import { unsafeGetPublicVcard } from '../../public-cards/public-card.ts';
import { countryOf, recordCardScan } from '../../scan-recording/card-scans.ts';
import type { ScanEvent } from '../../scan-recording/scan-event.ts';
import type { TapCheck } from '../../verified-taps/verifier.ts';
import { createScanFloodGuard, SCAN_VISITS_PER_IP_AND_TAG } from './scan-flood-guard.ts';
import { scanSourceOf } from './source.ts';
import { renderUnavailablePage, UNAVAILABLE_PAGE_CSP, type UnavailableKind } from './unavailable-page.ts';

const DOCUMENT_LINK_TTL_SECONDS = 120;
const SCAN_RECORDS_PER_MINUTE = 60;

/** A coarse grid (about 1 km): enough for a map of scans, not enough to find a house. */
const coarse = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100) / 100);

type ScanLinkRequest = { Params: { code: string }; Querystring: { src?: unknown } };

/** The friendly page of a link that leads nowhere: 404 for an unknown tag, 410 for one switched off or ended. */
function sendUnavailable(reply: FastifyReply, kind: UnavailableKind, acceptLanguage: string | undefined) {
  return reply
    .status(kind === 'unknown' ? 404 : 410)
    .header('content-security-policy', UNAVAILABLE_PAGE_CSP)
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(renderUnavailablePage(kind, preferredLanguage(acceptLanguage)));
}

/**
 * GET /t/:code, the link every chip and QR code carries: resolve from memory, queue the scan, redirect. A tag's
 * rules, expiry and cap are checked from the cached target too; a tag with none pays two null checks for them.
 */
export const scanLinkRoutes =
  ({ scanTargets, scanRecorder, storage, config, sunVerifier, organisationReads }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const floodGuard = createScanFloodGuard(SCAN_VISITS_PER_IP_AND_TAG);
    app.addHook('onClose', async () => floodGuard.stop());
    // No schema and no compression here: the cache only accepts 8 base62 characters, and a 302 has no body.
    app.get<ScanLinkRequest>('/:code', { compress: false, decompress: false }, async (request, reply) => {
      const target = await scanTargets.get(request.params.code);
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff');
      const headers = request.headers;
      if (target.kind === 'unknown' || target.kind === 'unavailable' || target.kind === 'retired') {
        return sendUnavailable(reply, target.kind, headers['accept-language']);
      }
      const source = scanSourceOf(request.query.src, headers.referer);
      const userAgent = headers['user-agent']?.slice(0, 512) ?? null;
      // The cap is enforced by each copy from memory: `visits` was seeded from the tag's stored link scans (bots
      // included) when the target was loaded (at most 60 s ago, or at the tag's last change) and counts this copy's
      // redirects since. It may let through more than maxScans by the scans not yet written when it was loaded and
      // by other copies' scans meanwhile; a reload catches up with both.
      const isEnded =
        (target.expiresAt !== null && Date.now() >= target.expiresAt) ||
        (target.maxScans !== null && target.visits >= target.maxScans);
      // A tag that checks SUN messages (decision 037) learns whether the chip itself was tapped; with `require`,
      // anything else is refused (the notice page) or sent to the owner's second target.
      let tap: TapCheck | null = null;
      if (target.verification && !isEnded) {
        const checked = sunVerifier.check(target as typeof target & { verification: TargetVerification }, request.url);
        tap = checked instanceof Promise ? await checked : checked;
        if (tap.bound) {
          // The first verified tap bound the chip: every copy reloads the tag, and its answers show the chip.
          scanTargets.invalidateCode(request.params.code);
          organisationReads.invalidate(target.ownerId);
        }
      }
      const isUnverified = tap !== null && tap.outcome !== 'verified' && target.verification!.mode === 'require';
      const fallback = isUnverified ? target.verification!.fallbackUrl : null;
      const isRefused = isEnded || (isUnverified && fallback === null);
      const matched =
        isRefused || fallback !== null || target.rules.length === 0
          ? -1
          : matchLinkRule(target.rules, {
              os: operatingSystemOf(userAgent),
              language: primaryLanguageOf(headers['accept-language']),
              at: Date.now(),
            });
      // A flooding IP is still answered, never refused or slowed, and every answered scan is stored: past the
      // guard it is flagged as a bot, so analytics, scan_count and scan webhooks leave it out but nothing is lost.
      const isVisit = floodGuard.isVisit(request.ip, target.tagId);
      // Every redirect of a capped tag uses it up, bots' and floods' too; the journal lets a reload count it.
      if (target.maxScans !== null && !isRefused) target.visits++;
      // A scan is journaled before its answer goes out, so a crash after the redirect cannot lose it.
      const event: ScanEvent = {
        ownerId: target.ownerId,
        tagId: target.tagId,
        vcfConfigId: null,
        kind: isRefused ? 'refused' : 'link',
        source,
        viaTagId: null,
        occurredAt: new Date(),
        ip: request.ip,
        userAgent,
        language: firstLanguageTag(headers['accept-language']),
        referrer: headers.referer?.slice(0, 512) ?? null,
        country: countryOf(headers, config.trustProxy),
      };
      if (matched >= 0) event.matchedRule = matched;
      if (!isVisit) event.isBot = true;
      if (tap) {
        event.verification = tap.outcome;
        if (tap.uid !== undefined) event.chipUid = tap.uid;
        if (tap.counter !== undefined) event.chipCounter = tap.counter;
        if (tap.claim) event.chipClaim = true;
      }
      await scanRecorder.record(event);
      if (isRefused) return sendUnavailable(reply, isEnded ? 'ended' : 'unverified', headers['accept-language']);
      if (fallback !== null) return reply.redirect(fallback, 302);
      if (matched >= 0) return reply.redirect(target.rules[matched]!.url, 302);
      if (target.kind === 'document') {
        return reply.redirect(
          await storage.signedUrl(target.documentKey, { expiresInSeconds: DOCUMENT_LINK_TTL_SECONDS }),
          302,
        );
      }
      // A card page learns which tag and source led there, for the tag's funnel (the code is 8 base62 characters).
      const location = target.cardId ? `${target.location}?via=${request.params.code}&src=${source}` : target.location;
      return reply.redirect(location, 302);
    });
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
