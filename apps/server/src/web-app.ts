import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { sendRetiredPage } from './features/scans/unavailable-page.ts';
import { msg, withMessage } from './i18n/messages.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { isRetiredLink } from './public-cards/retired-links.ts';

export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The page policy: scripts from this origin only; images also from the S3 store when it serves them, and from the app's
 * own address, where a card page on a customer's link domain (issue 33) loads its signed /files images.
 */
export function contentSecurityPolicy(config: Config, storageOrigin: string | null) {
  const frameSrc = config.metricsDashboardUrl ? [new URL(config.metricsDashboardUrl).origin] : [];
  const appOrigin = new URL(config.appUrl).origin;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // react-hot-toast injects its styles at run time; scripts stay strictly same-origin.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(storageOrigin ? [storageOrigin] : []), appOrigin],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: frameSrc.length ? frameSrc : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.appUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** Security headers on every answer but the scan link's: a redirect needs no page policy, and every byte counts. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { config, storageOrigin }: { config: Config; storageOrigin: string | null },
) {
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: contentSecurityPolicy(config, storageOrigin),
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.appUrl.startsWith('https:'),
    skip: (url) => url.startsWith('/t/'),
  });
}

/**
 * The built web app: hashed assets cached for a year, every other GET of a page answered with the SPA (the
 * public card page with its own small entry), and a JSON 404 for unknown API-like paths.
 */
export async function registerWebApp(app: FastifyInstance, { config, db }: { config: Config; db: Database }) {
  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  const hasWeb = existsSync(path.join(webDistDir, 'index.html'));
  const hasCardPage = existsSync(path.join(webDistDir, 'card.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // The card page of an erased organisation answers 410 with the friendly page (its token is in retired_links).
    const cardToken = /^\/vcard\/([^/]+)\/?$/.exec(pathname)?.[1];
    if (cardToken && (request.method === 'GET' || request.method === 'HEAD')) {
      if (await isRetiredLink(db, { kind: 'card', value: cardToken }).catch(() => false))
        return sendRetiredPage(reply, request.headers['accept-language']);
    }
    const isApi = /^\/(api|files|t|simulated-provider|locales|metrics)(\/|$)/.test(pathname);
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // The public card page has its own small entry, so a stranger's phone loads none of the portal.
      const page = hasCardPage && pathname.startsWith('/vcard/') ? 'card.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.status(404).send(withMessage(msg('common.notFound'), { code: 'NOT_FOUND' }));
  });
}
