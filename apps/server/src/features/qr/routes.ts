import {
  QR_LOGO_MAX_BYTES,
  QR_PNG_SIZE_DEFAULT,
  qrPngQuerySchema,
  qrPreviewQuerySchema,
  qrStyleBodySchema,
  qrStyleSchema,
  qrSvgQuerySchema,
} from '@nfc/contract/qr';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { readInput } from '../../http/multipart.ts';
import { networkOf } from '../../platform/network/ip-network.ts';
import { qrLogoTooLarge } from './logo.ts';
import { renderQrPng, renderQrSvg } from './render.ts';
import {
  deleteQrLogo,
  getPreviewQrSubject,
  getQrStyle,
  getTagQrSubject,
  getVcardQrSubject,
  type QrSubject,
  type QrTargets,
  replaceQrLogo,
  unsafeAssertSharedVcardServed,
  unsafeGetSharedVcardQrSubject,
  updateQrColours,
} from './service.ts';

const idParams = z.object({ id: z.string().max(100) });
const tokenParams = z.object({ downloadToken: z.string().min(1).max(100) });
/** Shown at 96 px in a signature: sharp on screens of up to 2.5x. */
const SIGNATURE_QR_SIZE = 256;
/** Mail clients and their image proxies cache it; a new QR style shows within the hour. */
const SIGNATURE_QR_MAX_AGE_SECONDS = 3600;

function sendImage(
  reply: FastifyReply,
  subject: QrSubject,
  format: 'svg' | 'png',
  body: string | Buffer,
  download?: string,
) {
  reply
    .header('content-type', format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png')
    .header('cache-control', 'private, no-store');
  if (download === '1') {
    reply.header('content-disposition', `attachment; filename="${subject.fileBaseName}.${format}"`);
  }
  return reply.send(body);
}

async function readLogo(request: FastifyRequest) {
  try {
    return (await readInput(request, { fileField: 'logo', maxBytes: QR_LOGO_MAX_BYTES })).file;
  } catch (error) {
    // The stream stops at the limit; the answer names the field like every other logo error.
    if (error instanceof AppError && error.code === 'TOO_LARGE') {
      throw new AppError('TOO_LARGE', qrLogoTooLarge, { fields: { logo: qrLogoTooLarge } });
    }
    throw error;
  }
}

/** The saved QR style, its logo, its live preview, and the branded codes of tags and vCards (full paths under /api). */
export const qrRoutes =
  (appDeps: AppDeps, targets: QrTargets): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { ...appDeps, targets };
    app.addHook('onRequest', app.requireUser);
    // The QR style is the organisation's, set by its owner and admins; a member gets the codes of their own cards.
    const managers = { onRequest: app.requireTeamManager };

    // GET /api/qr-style - the caller's QR colours (black on white until saved) and whether a logo is set
    app.get(
      '/qr-style',
      {
        ...managers,
        schema: { summary: 'Get the QR code style', operationId: 'getQrStyle', response: { 200: qrStyleSchema } },
      },
      (request) => getQrStyle(deps, { organisationId: request.user!.organisationId }),
    );

    // PUT /api/qr-style - save the colours (dark on light, contrast at least 4.5:1)
    app.put(
      '/qr-style',
      {
        ...managers,
        schema: {
          summary: 'Save the QR code colours',
          operationId: 'updateQrStyle',
          body: qrStyleBodySchema,
          response: { 200: qrStyleSchema },
        },
      },
      (request) => updateQrColours(deps, { organisationId: request.user!.organisationId, data: request.body }),
    );

    // POST /api/qr-style/logo - multipart `logo`: PNG, JPEG or WebP up to 1 MB, stored re-encoded as PNG
    app.post(
      '/qr-style/logo',
      {
        ...managers,
        schema: {
          summary: 'Upload the QR code logo',
          operationId: 'uploadQrLogo',
          errors: [413, 415],
          response: { 200: qrStyleSchema },
        },
      },
      async (request) =>
        replaceQrLogo(deps, { organisationId: request.user!.organisationId, file: await readLogo(request) }),
    );

    // DELETE /api/qr-style/logo - remove the logo from every code
    app.delete(
      '/qr-style/logo',
      {
        ...managers,
        schema: { summary: 'Remove the QR code logo', operationId: 'deleteQrLogo', response: { 200: qrStyleSchema } },
      },
      (request) => deleteQrLogo(deps, { organisationId: request.user!.organisationId }),
    );

    // GET /api/qr-style/preview.svg?foreground&background&logo - a sample code in unsaved colours
    app.get(
      '/qr-style/preview.svg',
      {
        ...managers,
        schema: {
          summary: 'Preview a QR code in unsaved colours',
          operationId: 'previewQrStyle',
          querystring: qrPreviewQuerySchema,
        },
      },
      async (request, reply) => {
        const subject = await getPreviewQrSubject(deps, {
          organisationId: request.user!.organisationId,
          query: request.query,
        });
        return sendImage(reply, subject, 'svg', renderQrSvg(subject.text, subject.style));
      },
    );

    // GET /api/tags/:id/qr.svg?download - the tag's branded QR code ({APP_URL}/t/{code}?src=qr)
    // GET /api/tags/:id/qr.png?size&download - the same code as a PNG of size x size pixels (128..2048)
    // GET /api/vcf-configs/:id/qr.svg?download - the vCard's branded QR code ({APP_URL}/vcard/{token}?src=qr)
    // GET /api/vcf-configs/:id/qr.png?size&download - the vCard's code as a PNG
    // Tags are for owners and admins; a card's code for whoever may see the card.
    const subjects = [
      {
        prefix: 'tags',
        noun: 'Tag',
        subjectOf: getTagQrSubject,
        onRequest: app.requireTeamManager,
        scope: 'tags:read',
      },
      {
        prefix: 'vcf-configs',
        noun: 'Card',
        subjectOf: getVcardQrSubject,
        onRequest: app.requireUser,
        scope: 'cards:read',
      },
    ] as const;
    for (const { prefix, noun, subjectOf, onRequest, scope } of subjects) {
      app.get(
        `/${prefix}/:id/qr.svg`,
        {
          onRequest,
          config: { scope },
          schema: {
            summary: `Get a ${noun.toLowerCase()}'s QR code as SVG`,
            operationId: `get${noun}QrSvg`,
            params: idParams,
            querystring: qrSvgQuerySchema,
          },
        },
        async (request, reply) => {
          const subject = await subjectOf(deps, { actor: request.user!, id: request.params.id });
          return sendImage(reply, subject, 'svg', renderQrSvg(subject.text, subject.style), request.query.download);
        },
      );
      app.get(
        `/${prefix}/:id/qr.png`,
        {
          onRequest,
          config: { scope },
          schema: {
            summary: `Get a ${noun.toLowerCase()}'s QR code as PNG`,
            operationId: `get${noun}QrPng`,
            params: idParams,
            querystring: qrPngQuerySchema,
          },
        },
        async (request, reply) => {
          const subject = await subjectOf(deps, { actor: request.user!, id: request.params.id });
          const png = await renderQrPng(subject.text, subject.style, request.query.size ?? QR_PNG_SIZE_DEFAULT);
          return sendImage(reply, subject, 'png', png, request.query.download);
        },
      );
    }
  };

/** A card's QR code by its public token, for e-mail signatures, whose images must not expire (under /api/vcf). */
/** Rendered signature codes kept in memory, so a signature opened by many readers renders once per copy (a hit still checks the card exists). */
const SIGNATURE_QR_CACHE_ENTRIES = 1000;
const SIGNATURE_QR_CACHE_TTL_MS = 10 * 60_000;
/** Renders (cache misses) one address may cause a minute: far above a person's, far below a flood's. */
const SIGNATURE_QR_RENDERS_PER_IP_AND_MINUTE = 60;

export const publicQrRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const rendered = new Map<string, { png: Buffer; expiresAt: number }>();
    const renderSignatureQr = async (request: FastifyRequest, reply: FastifyReply, downloadToken: string) => {
      const cached = rendered.get(downloadToken);
      if (cached && cached.expiresAt > Date.now()) {
        // Every copy asks the database, so a deleted card's code (or a token no longer used) stops everywhere at once.
        await unsafeAssertSharedVcardServed(deps, { downloadToken }).catch((error: unknown) => {
          rendered.delete(downloadToken);
          throw error;
        });
        return cached.png;
      }
      const hit = await deps.rateLimiter.hit(
        `signature-qr:ip:${networkOf(request.ip)}`,
        SIGNATURE_QR_RENDERS_PER_IP_AND_MINUTE,
        60_000,
      );
      if (!hit.allowed) {
        reply.header('retry-after', String(hit.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', 'common.tooManyRequests');
      }
      const subject = await unsafeGetSharedVcardQrSubject(deps, { downloadToken });
      const png = await renderQrPng(subject.text, subject.style, SIGNATURE_QR_SIZE);
      rendered.delete(downloadToken);
      if (rendered.size >= SIGNATURE_QR_CACHE_ENTRIES) rendered.delete(rendered.keys().next().value as string);
      rendered.set(downloadToken, { png, expiresAt: Date.now() + SIGNATURE_QR_CACHE_TTL_MS });
      return png;
    };

    // GET /api/vcf/share/:downloadToken/qr.png - the card's branded QR code as a PNG, public and cacheable
    app.get(
      '/share/:downloadToken/qr.png',
      {
        config: { public: true },
        schema: {
          summary: "Get a public card's QR code as PNG",
          operationId: 'getSharedCardQrPng',
          errors: [429],
          params: tokenParams,
        },
      },
      async (request, reply) => {
        const png = await renderSignatureQr(request, reply, request.params.downloadToken);
        return (
          reply
            .header('content-type', 'image/png')
            .header('cache-control', `public, max-age=${SIGNATURE_QR_MAX_AGE_SECONDS}`)
            // Webmail shows it from its own origin.
            .header('cross-origin-resource-policy', 'cross-origin')
            .send(png)
        );
      },
    );
  };
