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
import { nextScanId } from '../../scan-recording/scan-ids.ts';
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

/** A target that leads somewhere: a link or a document. */
type LiveTarget = Extract<ScanTarget, { kind: 'redirect' | 'document' }>;

/** A scan of a live link target on the fast path, as read from node's request. */
type LiveScan = {
  request: IncomingMessage;
  response: ServerResponse;
  scanRequest: { url: string; headers: ScanHeaders };
  code: string;
  ip: string;
  target: Extract<ScanTarget, { kind: 'redirect' }>;
  isHead: boolean;
  at: number;
};

/** The answer of a document's tag: its signed URL, made once the scan is journaled. */
const SIGNED_DOCUMENT = Symbol('signed document');

/** Answers waiting for one journal group, side by side. */
type WaitingAnswers = { responses: ServerResponse[]; answers: ScanAnswer[]; heads: boolean[] };

/**
 * The headers the scan link reads, picked from the raw list in one pass: node builds its `headers` object from all of
 * them on first use, which cost the fast path a tenth of its time. Duplicates as node keeps them: the first host,
 * user agent and referer; the others joined with ', '. Names are matched by length first, then as browsers and
 * proxies spell them, and only then lower-cased; each header has its own variable, so no store looks up a name.
 */
export function scanHeadersOf(raw: readonly string[]): ScanHeaders {
  let host: string | undefined;
  let userAgent: string | undefined;
  let acceptLanguage: string | undefined;
  let referer: string | undefined;
  let forwardedFor: string | undefined;
  let cfCountry: string | undefined;
  let countryCode: string | undefined;
  let cloudfrontCountry: string | undefined;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!;
    const value = raw[index + 1]!;
    switch (name.length) {
      case 4:
        if (host === undefined && isNamed(name, 'host', 'Host')) host = value;
        break;
      case 7:
        if (referer === undefined && isNamed(name, 'referer', 'Referer')) referer = value;
        break;
      case 10:
        if (userAgent === undefined && isNamed(name, 'user-agent', 'User-Agent')) userAgent = value;
        break;
      case 12:
        if (isNamed(name, 'cf-ipcountry', 'CF-IPCountry')) cfCountry = joinHeader(cfCountry, value);
        break;
      case 14:
        if (isNamed(name, 'x-country-code', 'X-Country-Code')) countryCode = joinHeader(countryCode, value);
        break;
      case 15:
        if (isNamed(name, 'x-forwarded-for', 'X-Forwarded-For')) forwardedFor = joinHeader(forwardedFor, value);
        else if (isNamed(name, 'accept-language', 'Accept-Language'))
          acceptLanguage = joinHeader(acceptLanguage, value);
        break;
      case 25:
        if (isNamed(name, 'cloudfront-viewer-country', 'CloudFront-Viewer-Country')) {
          cloudfrontCountry = joinHeader(cloudfrontCountry, value);
        }
        break;
    }
  }
  return {
    host,
    'user-agent': userAgent,
    'accept-language': acceptLanguage,
    referer,
    'x-forwarded-for': forwardedFor,
    'cf-ipcountry': cfCountry,
    'x-country-code': countryCode,
    'cloudfront-viewer-country': cloudfrontCountry,
  };
}

/** A repeated header's values, as node joins them. */
const joinHeader = (previous: string | undefined, value: string) =>
  previous === undefined ? value : `${previous}, ${value}`;

/** A header name of the same length as `lower`: as usually spelt, else in any case. */
const isNamed = (name: string, lower: string, usual: string) =>
  name === usual || name === lower || name.toLowerCase() === lower;

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
  if (queryAt === -1) return undefined;
  // A query without `src` spelled out or percent-encoded has none (a chip's SUN query, say): nothing to parse.
  if (url.indexOf('src', queryAt) === -1 && url.indexOf('%', queryAt) === -1) return undefined;
  return parseQuery(url.slice(queryAt + 1)).src;
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

  /** The answer for a target that leads nowhere, or to another organisation than this host's; null: it leads on. */
  function refusalOf(target: ScanTarget, headers: ScanHeaders): ScanAnswer | null {
    if (target.kind === 'unknown' || target.kind === 'unavailable' || target.kind === 'retired') {
      return unavailable(target.kind, headers['accept-language']);
    }
    // A customer's host serves its own organisation's codes only: any other is unknown there.
    const host = findLinkHost(headers.host);
    if (host !== undefined && host.organisationId !== target.ownerId) {
      return unavailable('unknown', headers['accept-language']);
    }
    return null;
  }

  // The cap is enforced by each copy from memory: `visits` was seeded from the tag's stored link scans (bots
  // included) when the target was loaded (at most 60 s ago, or at the tag's last change) and counts this copy's
  // redirects since. It may let through more than maxScans by the scans not yet written when it was loaded and
  // by other copies' scans meanwhile; a reload catches up with both.
  const isEndedAt = (target: LiveTarget, at: number) =>
    (target.expiresAt !== null && at >= target.expiresAt) ||
    (target.maxScans !== null && target.visits >= target.maxScans);

  /**
   * What a scan of a live target comes to, decided from memory without waiting: the scan to journal, and the answer
   * to send once it is journaled (a document's is signed after). `tap`: the chip's message, checked already.
   */
  function decide(
    request: ScanRequest,
    code: string,
    ip: string,
    target: LiveTarget,
    tap: TapCheck | null,
    at: number,
  ): { event: JournaledScan; answer: ScanAnswer | typeof SIGNED_DOCUMENT } {
    const headers = request.headers;
    const source = scanSourceOf(sourceParameterOf(request.url ?? ''), headers.referer);
    const userAgent = headers['user-agent']?.slice(0, 512) ?? null;
    const isEnded = isEndedAt(target, at);
    const isUnverified = tap !== null && tap.outcome !== 'verified' && target.verification!.mode === 'require';
    const fallback = isUnverified ? target.verification!.fallbackUrl : null;
    const isRefused = isEnded || (isUnverified && fallback === null);
    const matched =
      isRefused || fallback !== null || target.rules.length === 0
        ? -1
        : matchLinkRule(target.rules, {
            os: operatingSystemOf(userAgent),
            language: primaryLanguageOf(headers['accept-language']),
            at,
          });
    // A flooding IP is still answered, never refused or slowed, and every answered scan is stored: past the
    // guard it is flagged as a bot, so analytics, scan_count and scan webhooks leave it out but nothing is lost.
    const isVisit = floodGuard.isVisit(ip, target.tagId, at);
    // Every redirect of a capped tag uses it up, bots' and floods' too; the journal lets a reload count it.
    if (target.maxScans !== null && !isRefused) target.visits++;
    const event: JournaledScan = {
      id: nextScanId(),
      at,
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
    if (tap?.outcome === 'deferred') {
      // The scan writer checks it (decision 044) and sets the outcome, the chip and its counter.
      const { message } = tap;
      event.sunPicc = message.picc;
      event.sunMac = message.mac;
      event.sunMacInput = message.macInput;
      event.sunKeyVersion = message.keyVersion;
    } else if (tap) {
      event.verification = tap.outcome;
      if (tap.uid !== undefined) event.chipUid = tap.uid;
      if (tap.counter !== undefined) event.chipCounter = tap.counter;
    }
    let answer: ScanAnswer | typeof SIGNED_DOCUMENT;
    if (isRefused) answer = unavailable(isEnded ? 'ended' : 'unverified', headers['accept-language']);
    else if (fallback !== null) answer = { status: 302, location: fallback };
    else if (matched >= 0) answer = { status: 302, location: target.rules[matched]!.url };
    else if (target.kind === 'document') answer = SIGNED_DOCUMENT;
    // A card page learns which tag and source led there, for the tag's funnel (the code is 8 base62 characters).
    else
      answer = {
        status: 302,
        location: target.cardId ? `${target.location}?via=${code}&src=${source}` : target.location,
      };
    return { event, answer };
  }

  /**
   * A tag that checks SUN messages (decision 037) learns whether the chip itself was tapped; with `require`, anything
   * else is refused (the notice page) or sent to the owner's second target. Null: the tag checks none, or has ended.
   * A tap of a bound chip on one copy is checked at once; a first tap, or a claim between copies, waits.
   */
  function tapOf(target: LiveTarget, code: string, url: string, at: number): TapCheck | Promise<TapCheck> | null {
    if (target.verification === null || isEndedAt(target, at)) return null;
    const checked = sunVerifier.check(target as LiveTarget & { verification: TargetVerification }, url);
    const bind = (tap: TapCheck) => {
      if (tap.outcome !== 'deferred' && tap.bound) {
        // The first verified tap bound the chip: the verifier set it on this copy's target, which stays (dropping
        // it sent the tag's next scans to the database, behind the writer); the other copies reload the tag, and
        // the organisation's answers show the chip.
        scanTargets.updatedInPlace(code);
        organisationReads.invalidate(target.ownerId);
      }
      return tap;
    };
    return checked instanceof Promise ? checked.then(bind) : bind(checked);
  }

  /** Journals a decided scan (a crash after the redirect cannot lose it), then signs a document's link. */
  async function journaled({ event, answer }: ReturnType<typeof decide>, target: LiveTarget): Promise<ScanAnswer> {
    await scanRecorder.journal(event);
    if (answer !== SIGNED_DOCUMENT) return answer;
    const document = target as Extract<LiveTarget, { kind: 'document' }>;
    const location = await storage.signedUrl(document.documentKey, { expiresInSeconds: DOCUMENT_LINK_TTL_SECONDS });
    return { status: 302, location };
  }

  async function resolve(request: ScanRequest, code: string, ip: string): Promise<ScanAnswer> {
    const target: ScanTarget = scanTargets.peek(code) ?? (await scanTargets.get(code));
    const refusal = refusalOf(target, request.headers);
    if (refusal !== null) return refusal;
    const live = target as LiveTarget;
    const at = Date.now();
    const tap = tapOf(live, code, request.url ?? '', at);
    return journaled(decide(request, code, ip, live, tap instanceof Promise ? await tap : tap, at), live);
  }

  /**
   * The answers decided in this turn of the event loop, sent once their journal group is written: one promise
   * reaction a group instead of a few a scan (the journal's promise is the group's, and it never rejects).
   */
  let waitingOn: Promise<void> | null = null;
  let waiting: WaitingAnswers = { responses: [], answers: [], heads: [] };

  function answerOnceJournaled(written: Promise<void>, response: ServerResponse, answer: ScanAnswer, isHead: boolean) {
    if (written !== waitingOn) {
      waitingOn = written;
      const group: WaitingAnswers = { responses: [], answers: [], heads: [] };
      waiting = group;
      written.then(() => sendAll(group));
    }
    waiting.responses.push(response);
    waiting.answers.push(answer);
    waiting.heads.push(isHead);
  }

  function sendAll({ responses, answers, heads }: WaitingAnswers) {
    for (let index = 0; index < responses.length; index++) {
      try {
        send(responses[index]!, answers[index]!, heads[index]!);
      } catch (error) {
        logger.error({ err: error }, 'sending a scan answer failed');
        responses[index]!.destroy();
      }
    }
    // No scan joins a group once it is written: let go of its connections.
    responses.length = 0;
    answers.length = 0;
    heads.length = 0;
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

  /**
   * Answers a scan of a live link target on the fast path, deciding it at once unless its tap waits (arguments one
   * by one: the usual scan allocates nothing more for them).
   */
  function answerLive(
    request: IncomingMessage,
    response: ServerResponse,
    scanRequest: LiveScan['scanRequest'],
    code: string,
    ip: string,
    target: LiveScan['target'],
    isHead: boolean,
    at: number,
  ) {
    // A failure here is answered as `resolve`'s would be, never thrown into node's request event.
    try {
      const tap = tapOf(target, code, scanRequest.url, at);
      if (!(tap instanceof Promise)) {
        const { event, answer } = decide(scanRequest, code, ip, target, tap, at);
        // A link's answer is never a document's to sign.
        answerOnceJournaled(scanRecorder.journal(event), response, answer as ScanAnswer, isHead);
        return;
      }
      tap
        .then((checked) => journaled(decide(scanRequest, code, ip, target, checked, at), target))
        .then(
          (answer) => send(response, answer, isHead),
          (error: unknown) => sendError(request, response, error),
        );
    } catch (error) {
      sendError(request, response, error);
    }
  }

  /**
   * The taps of tags that require verified taps, checked one after another once this turn's requests are read
   * (decision 045): between HTTP requests, which evict AES's tables and the keys' schedules from the processor's
   * caches, a check cost about three times what it costs in a run of them.
   */
  let requiredTaps: LiveScan[] = [];
  function checkRequiredTaps() {
    const taps = requiredTaps;
    requiredTaps = [];
    for (const { request, response, scanRequest, code, ip, target, isHead, at } of taps) {
      answerLive(request, response, scanRequest, code, ip, target, isHead, at);
    }
  }

  return {
    resolve,
    handle(request, response) {
      const method = request.method;
      if (method !== 'GET' && method !== 'HEAD') return false;
      const url = request.url ?? '';
      const code = scanLinkCodeOf(url);
      if (code === null) return false;
      const isHead = method === 'HEAD';
      const scanRequest = { url, headers: scanHeadersOf(request.rawHeaders), socket: request.socket };
      const ip = clientAddress(scanRequest);
      // The usual scan, a fresh link target (checking a bound chip on one copy or none), is decided at once and
      // waits only for its journal group.
      const target = scanTargets.peek(code);
      if (target !== undefined && target.kind === 'redirect' && refusalOf(target, scanRequest.headers) === null) {
        const at = Date.now();
        // A tag that requires verified taps checks its message before it answers: with the others of this turn.
        if (target.verification?.mode === 'require') {
          if (requiredTaps.length === 0) setImmediate(checkRequiredTaps);
          requiredTaps.push({ request, response, scanRequest, code, ip, target, isHead, at });
        } else answerLive(request, response, scanRequest, code, ip, target, isHead, at);
        return true;
      }
      resolve(scanRequest, code, ip).then(
        (answer) => send(response, answer, isHead),
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
