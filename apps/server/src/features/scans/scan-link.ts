import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { matchLinkRule, operatingSystemOf, primaryLanguageOf } from '@nfc/contract/link-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { firstLanguageTag, preferredLanguage } from '../../http/language.ts';
import { msg, renderMessage } from '../../i18n/messages.ts';
import type { LinkHost } from '../../platform/cache/link-hosts.ts';
import type { ScanTarget, TargetVerification } from '../../platform/cache/scan-target-cache.ts';
import { isDatabaseUnavailable } from '../../plugins/error-handler.ts';
import { countryOf } from '../../scan-recording/card-scans.ts';
import type { JournaledScan } from '../../scan-recording/scan-event.ts';
import type { TapCheck } from '../../verified-taps/verifier.ts';
import { createScanFloodGuard, SCAN_VISITS_PER_IP_AND_TAG } from './scan-flood-guard.ts';
import { scanSourceOf } from './source.ts';
import { renderUnavailablePage, UNAVAILABLE_PAGE_CSP, type UnavailableKind } from './unavailable-page.ts';

const DOCUMENT_LINK_TTL_SECONDS = 120;

/** What the scan link answers: a redirect, or the friendly page of a link that leads nowhere. */
export type ScanAnswer =
  | { status: 302; location: string }
  | { status: 404 | 410; kind: UnavailableKind; language: 'en' | 'de' };

/** The headers the scan link reads, named as node names them. */
export type ScanHeaders = {
  host?: string;
  'user-agent'?: string;
  'accept-language'?: string;
  referer?: string;
  'x-forwarded-for'?: string | string[];
  'cf-ipcountry'?: string | string[];
  'x-country-code'?: string | string[];
  'cloudfront-viewer-country'?: string | string[];
};

/** The request as the scan link reads it: Fastify's route passes node's own, the fast path its few headers. */
type ScanRequest = { url?: string; headers: ScanHeaders };

/**
 * The headers the scan link reads, picked from the raw list in one pass: node builds its `headers` object from all of
 * them on first use, which cost the fast path a tenth of its time. Duplicates as node keeps them: the first host,
 * user agent and referer; the others joined with ', '.
 */
export function scanHeadersOf(raw: readonly string[]): ScanHeaders {
  const headers: Partial<Record<keyof ScanHeaders, string>> = {};
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!;
    let key: keyof ScanHeaders | null = null;
    switch (name.length) {
      case 4:
        key = 'host';
        break;
      case 7:
        key = 'referer';
        break;
      case 10:
        key = 'user-agent';
        break;
      case 12:
        key = 'cf-ipcountry';
        break;
      case 14:
        key = 'x-country-code';
        break;
      case 15:
        key = name.charCodeAt(0) === 120 || name.charCodeAt(0) === 88 ? 'x-forwarded-for' : 'accept-language';
        break;
      case 25:
        key = 'cloudfront-viewer-country';
        break;
    }
    if (key === null || name.toLowerCase() !== key) continue;
    const value = raw[index + 1]!;
    const previous = headers[key];
    if (previous === undefined) headers[key] = value;
    else if (key !== 'host' && key !== 'user-agent' && key !== 'referer') headers[key] = `${previous}, ${value}`;
  }
  return headers;
}

export type ScanLink = {
  /** Resolves a request for `/t/{code}` (the path's code is `code`): journals the scan and says what to answer. */
  resolve(request: ScanRequest, code: string, ip: string): Promise<ScanAnswer>;
  /**
   * The fast path (decision 041): answers a GET or HEAD of `/t/{code}` straight on node's request, before Fastify's
   * router and hooks; false for anything else, which Fastify then serves.
   */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  close(): void;
};

/** Headers every scan answer carries, written once (node copies an array of pairs without looking up names). */
const REDIRECT_HEADERS = [
  'cache-control',
  'no-store',
  'referrer-policy',
  'no-referrer',
  'x-content-type-options',
  'nosniff',
];

/** The code of `/t/{code}`, `/t/{code}/` or either with a query; null: not a scan link path. */
export function scanLinkCodeOf(url: string): string | null {
  if (url.charCodeAt(0) !== 47 || url.charCodeAt(1) !== 116 || url.charCodeAt(2) !== 47) return null;
  const queryAt = url.indexOf('?', 3);
  let end = queryAt === -1 ? url.length : queryAt;
  if (url.charCodeAt(end - 1) === 47) end--;
  const code = url.slice(3, end);
  if (code === '' || code.includes('/')) return null;
  if (!code.includes('%')) return code;
  try {
    return decodeURIComponent(code);
  } catch {
    return null;
  }
}

/** `src` of the query as Fastify would parse it (a repeated one is an array, which is no source). */
function sourceParameterOf(url: string): unknown {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? undefined : parseQuery(url.slice(queryAt + 1)).src;
}

/**
 * GET /t/:code, the link every chip and QR code carries: resolve from memory, journal the scan, redirect. A tag's
 * rules, expiry and cap are checked from the cached target too; a tag with none pays two null checks for them. On a
 * customer's own host (decision 040) only that organisation's codes resolve.
 */
export function createScanLink(
  { scanTargets, scanRecorder, storage, config, sunVerifier, organisationReads }: AppDeps,
  {
    clientAddress,
    findLinkHost,
    logger,
  }: {
    /** The visitor's address as Fastify's trustProxy reads it, from the socket and X-Forwarded-For. */
    clientAddress: (request: { socket: IncomingMessage['socket']; headers: ScanHeaders }) => string;
    findLinkHost: (host: string | undefined) => LinkHost | undefined;
    logger: FastifyBaseLogger;
  },
): ScanLink {
  const floodGuard = createScanFloodGuard(SCAN_VISITS_PER_IP_AND_TAG);

  const unavailable = (kind: UnavailableKind, acceptLanguage: string | undefined): ScanAnswer => ({
    status: kind === 'unknown' ? 404 : 410,
    kind,
    language: preferredLanguage(acceptLanguage),
  });

  async function resolve(request: ScanRequest, code: string, ip: string): Promise<ScanAnswer> {
    const headers = request.headers;
    const url = request.url ?? '';
    const target: ScanTarget = scanTargets.peek(code) ?? (await scanTargets.get(code));
    if (target.kind === 'unknown' || target.kind === 'unavailable' || target.kind === 'retired') {
      return unavailable(target.kind, headers['accept-language']);
    }
    // A customer's host serves its own organisation's codes only: any other is unknown there.
    const host = findLinkHost(headers.host);
    if (host !== undefined && host.organisationId !== target.ownerId) {
      return unavailable('unknown', headers['accept-language']);
    }
    const source = scanSourceOf(sourceParameterOf(url), headers.referer);
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
      const checked = sunVerifier.check(target as typeof target & { verification: TargetVerification }, url);
      tap = checked instanceof Promise ? await checked : checked;
      if (tap.bound) {
        // The first verified tap bound the chip: every copy reloads the tag, and its answers show the chip.
        scanTargets.invalidateCode(code);
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
    const isVisit = floodGuard.isVisit(ip, target.tagId);
    // Every redirect of a capped tag uses it up, bots' and floods' too; the journal lets a reload count it.
    if (target.maxScans !== null && !isRefused) target.visits++;
    // A scan is journaled before its answer goes out, so a crash after the redirect cannot lose it.
    const event: JournaledScan = {
      id: randomUUID(),
      at: Date.now(),
      ownerId: target.ownerId,
      tagId: target.tagId,
      vcfConfigId: null,
      kind: isRefused ? 'refused' : 'link',
      source,
      viaTagId: null,
      ip,
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
    await scanRecorder.journal(event);
    if (isRefused) return unavailable(isEnded ? 'ended' : 'unverified', headers['accept-language']);
    if (fallback !== null) return { status: 302, location: fallback };
    if (matched >= 0) return { status: 302, location: target.rules[matched]!.url };
    if (target.kind === 'document') {
      const location = await storage.signedUrl(target.documentKey, { expiresInSeconds: DOCUMENT_LINK_TTL_SECONDS });
      return { status: 302, location };
    }
    // A card page learns which tag and source led there, for the tag's funnel (the code is 8 base62 characters).
    return { status: 302, location: target.cardId ? `${target.location}?via=${code}&src=${source}` : target.location };
  }

  function send(response: ServerResponse, answer: ScanAnswer, isHead: boolean) {
    if (answer.status === 302) {
      response.writeHead(302, [...REDIRECT_HEADERS, 'location', answer.location]);
      response.end();
      return;
    }
    const page = renderUnavailablePage(answer.kind, answer.language);
    response.writeHead(answer.status, [
      ...REDIRECT_HEADERS,
      'content-security-policy',
      UNAVAILABLE_PAGE_CSP,
      'x-frame-options',
      'DENY',
      'content-type',
      'text/html; charset=utf-8',
      'content-length',
      String(Buffer.byteLength(page)),
    ]);
    response.end(isHead ? undefined : page);
  }

  /** What Fastify's error handler would answer, for the fast path that runs without it. */
  function sendError(request: IncomingMessage, response: ServerResponse, error: unknown) {
    const isUnavailable = isDatabaseUnavailable(error);
    if (isUnavailable) logger.warn({ err: error }, 'database unavailable');
    else logger.error({ err: error, url: request.url }, 'scan link failed');
    if (response.headersSent) return response.destroy();
    const language = preferredLanguage(request.headers['accept-language']);
    const body = JSON.stringify({
      code: isUnavailable ? 'UNAVAILABLE' : 'INTERNAL',
      message: renderMessage(msg(isUnavailable ? 'common.unavailable' : 'common.internal'), language),
    });
    response.writeHead(isUnavailable ? 503 : 500, [
      'content-type',
      'application/json; charset=utf-8',
      'cache-control',
      'no-store',
      ...(isUnavailable ? ['retry-after', '5'] : []),
    ]);
    response.end(body);
  }

  return {
    resolve,
    handle(request, response) {
      const method = request.method;
      if (method !== 'GET' && method !== 'HEAD') return false;
      const url = request.url ?? '';
      const code = scanLinkCodeOf(url);
      if (code === null) return false;
      const scanRequest = { url, headers: scanHeadersOf(request.rawHeaders), socket: request.socket };
      resolve(scanRequest, code, clientAddress(scanRequest)).then(
        (answer) => send(response, answer, method === 'HEAD'),
        (error: unknown) => sendError(request, response, error),
      );
      return true;
    },
    close() {
      floodGuard.stop();
    },
  };
}

/** Fastify's answer for the same resolution (app.inject and any request the fast path leaves to Fastify). */
export function replyWith(
  reply: { status(code: number): unknown; header(name: string, value: string): unknown; send(body?: string): unknown },
  answer: ScanAnswer,
) {
  reply.header('cache-control', 'no-store');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('x-content-type-options', 'nosniff');
  if (answer.status === 302) {
    reply.header('location', answer.location);
    reply.status(302);
    return reply.send();
  }
  reply.header('content-security-policy', UNAVAILABLE_PAGE_CSP);
  reply.header('x-frame-options', 'DENY');
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.status(answer.status);
  return reply.send(renderUnavailablePage(answer.kind, answer.language));
}
