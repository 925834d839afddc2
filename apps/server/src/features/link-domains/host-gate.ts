import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../../deps.ts';
import { preferredLanguage } from '../../http/language.ts';
import type { LinkHost } from '../../platform/cache/link-hosts.ts';
import { NEUTRAL_PAGE_CSP, renderNeutralPage } from './neutral-page.ts';
import { unsafeFindCardOrganisation } from './service.ts';

/** A card token's organisation is kept this long (a card never changes organisation); an unknown token shorter. */
const CARD_OWNER_TTL_MS = 60_000;
const UNKNOWN_CARD_TTL_MS = 5_000;
const MAX_CARD_OWNERS = 10_000;

/** The card page by its token. */
const CARD_PAGE = /^\/vcard\/([^/]+)\/?$/;
/** The public card API the card page calls: its data and images, QR, manifest, wallet logo, leads; the .vcf. */
const CARD_API = /^\/api\/vcf\/(share|download)\/([^/]+)(\/[^/]+(?:\/[^/]+)?)?\/?$/;
/** What the card page's own files are served under (hashed scripts and styles, icons, translations). */
const STATIC_PREFIXES = ['/assets/', '/icons/', '/locales/'];
const STATIC_FILES = new Set(['/favicon.svg']);
const CARD_VIEW_ROUTE = '/api/analytics/nfc-scan';

type Verdict =
  /** The app answers as ever. */
  | { kind: 'pass' }
  /** The app answers if the card of this token is the host's organisation's. */
  | { kind: 'card'; token: string }
  | { kind: 'root' }
  | { kind: 'refuse' };

const PASS: Verdict = { kind: 'pass' };
const REFUSE: Verdict = { kind: 'refuse' };
const ROOT: Verdict = { kind: 'root' };

const tokenOf = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** What a customer host serves of a request (the scan link /t/ is left to its own route). */
export function verdictOf(method: string, path: string): Verdict {
  const isRead = method === 'GET' || method === 'HEAD';
  // Dot segments are never part of what a card page asks for; a raw client could use them to reach another route.
  if (path.includes('..') || path.includes('//')) return REFUSE;
  if (isRead && path === '/') return ROOT;
  if (isRead && (STATIC_FILES.has(path) || STATIC_PREFIXES.some((prefix) => path.startsWith(prefix)))) return PASS;
  const page = isRead ? CARD_PAGE.exec(path) : null;
  if (page) {
    const token = tokenOf(page[1]!);
    return token ? { kind: 'card', token } : REFUSE;
  }
  if (method === 'POST' && path === CARD_VIEW_ROUTE) return PASS;
  const api = CARD_API.exec(path);
  if (!api) return REFUSE;
  const [, kind, segment, rest] = api;
  const isAllowed =
    kind === 'download' ? isRead && rest === undefined : isRead || (method === 'POST' && rest === '/leads');
  const token = isAllowed ? tokenOf(segment!) : null;
  return token ? { kind: 'card', token } : REFUSE;
}

function refuse(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
}

function answerRoot(host: LinkHost, request: FastifyRequest, reply: FastifyReply) {
  if (host.rootUrl) return reply.header('cache-control', 'no-store').redirect(host.rootUrl, 302);
  return reply
    .header('content-security-policy', NEUTRAL_PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('vary', 'Accept-Language')
    .type('text/html; charset=utf-8')
    .send(renderNeutralPage(host.hostname, preferredLanguage(request.headers['accept-language'])));
}

/**
 * Serving on a customer's own host (issue 33, decision 040): a request whose Host is a serving link domain reaches
 * only what a public card page needs, and only for that organisation's cards: the card page and its files, the public
 * card API, the card-view report; `/` leads to the domain's root URL or a neutral page. The portal, the rest of the
 * API, sign-in, the docs, metrics, files and SCIM answer a plain 404 there. The scan link `/t/` matches its host
 * itself. Any other Host (the app's own, a LAN address) passes untouched, at the cost of one Map size check.
 */
export const linkHostGate = fp(
  async (app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'linkHosts'>) => {
    const owners = new Map<string, { organisationId: string | null; expiresAt: number }>();
    const organisationOfCard = async (token: string) => {
      const now = Date.now();
      const known = owners.get(token);
      if (known && known.expiresAt > now) return known.organisationId;
      const organisationId = await unsafeFindCardOrganisation(deps.db, token);
      if (owners.size >= MAX_CARD_OWNERS) owners.delete(owners.keys().next().value as string);
      owners.set(token, {
        organisationId,
        expiresAt: now + (organisationId ? CARD_OWNER_TTL_MS : UNKNOWN_CARD_TTL_MS),
      });
      return organisationId;
    };
    /** Lets the request on when the card is the host's organisation's; 404 otherwise (or when the lookup fails). */
    const passIfOwn = (host: LinkHost, token: string, reply: FastifyReply, done: () => void) => {
      organisationOfCard(token).then(
        (organisationId) => (organisationId === host.organisationId ? done() : refuse(reply)),
        () => refuse(reply),
      );
    };

    const gate: onRequestHookHandler = (request, reply, done) => {
      const host = deps.linkHosts.find(request.headers.host);
      if (host === undefined) return done();
      const url = request.url;
      if (url.startsWith('/t/')) return done();
      const query = url.indexOf('?');
      const verdict = verdictOf(request.method, query === -1 ? url : url.slice(0, query));
      if (verdict.kind === 'pass') return done();
      if (verdict.kind === 'root') return answerRoot(host, request, reply);
      if (verdict.kind === 'refuse') return refuse(reply);
      passIfOwn(host, verdict.token, reply, done);
    };
    app.addHook('onRequest', gate);

    // The card-view report names its card in the body: checked once the body is read, on that route only.
    const cardViewGate: preValidationHookHandler = (request, reply, done) => {
      const host = deps.linkHosts.find(request.headers.host);
      const token = (request.body as { token?: unknown } | undefined)?.token;
      // A body without a token is the schema's to refuse.
      if (host === undefined || typeof token !== 'string') return done();
      passIfOwn(host, token, reply, done);
    };
    app.addHook('onRoute', (route) => {
      if (route.url !== CARD_VIEW_ROUTE || ![route.method].flat().includes('POST')) return;
      route.preValidation = [cardViewGate, ...[route.preValidation ?? []].flat()];
    });
  },
  { name: 'link-host-gate' },
);
