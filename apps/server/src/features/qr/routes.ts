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
  updateQrColours,
} from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

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

    // GET /api/qr-style - the caller's QR colours (black on white until saved) and whether a logo is set
    app.get('/qr-style', { schema: { response: { 200: qrStyleSchema } } }, (request) =>
      getQrStyle(deps, { userId: request.user!.id }),
    );

    // PUT /api/qr-style - save the colours (dark on light, contrast at least 4.5:1)
    app.put('/qr-style', { schema: { body: qrStyleBodySchema, response: { 200: qrStyleSchema } } }, (request) =>
      updateQrColours(deps, { userId: request.user!.id, data: request.body }),
    );

    // POST /api/qr-style/logo - multipart `logo`: PNG, JPEG or WebP up to 1 MB, stored re-encoded as PNG
    app.post('/qr-style/logo', { schema: { response: { 200: qrStyleSchema } } }, async (request) =>
      replaceQrLogo(deps, { userId: request.user!.id, file: await readLogo(request) }),
    );

    // DELETE /api/qr-style/logo - remove the logo from every code
    app.delete('/qr-style/logo', { schema: { response: { 200: qrStyleSchema } } }, (request) =>
      deleteQrLogo(deps, { userId: request.user!.id }),
    );

    // GET /api/qr-style/preview.svg?foreground&background&logo - a sample code in unsaved colours
    app.get('/qr-style/preview.svg', { schema: { querystring: qrPreviewQuerySchema } }, async (request, reply) => {
      const subject = await getPreviewQrSubject(deps, { userId: request.user!.id, query: request.query });
      return sendImage(reply, subject, 'svg', renderQrSvg(subject.text, subject.style));
    });

    // GET /api/tags/:id/qr.svg?download - the tag's branded QR code ({APP_URL}/t/{code}?src=qr)
    // GET /api/tags/:id/qr.png?size&download - the same code as a PNG of size x size pixels (128..2048)
    // GET /api/vcf-configs/:id/qr.svg?download - the vCard's branded QR code ({APP_URL}/vcard/{token}?src=qr)
    // GET /api/vcf-configs/:id/qr.png?size&download - the vCard's code as a PNG
    const subjects = { tags: getTagQrSubject, 'vcf-configs': getVcardQrSubject };
    for (const [prefix, subjectOf] of Object.entries(subjects)) {
      app.get(
        `/${prefix}/:id/qr.svg`,
        { schema: { params: idParams, querystring: qrSvgQuerySchema } },
        async (request, reply) => {
          const subject = await subjectOf(deps, { userId: request.user!.id, id: request.params.id });
          return sendImage(reply, subject, 'svg', renderQrSvg(subject.text, subject.style), request.query.download);
        },
      );
      app.get(
        `/${prefix}/:id/qr.png`,
        { schema: { params: idParams, querystring: qrPngQuerySchema } },
        async (request, reply) => {
          const subject = await subjectOf(deps, { userId: request.user!.id, id: request.params.id });
          const png = await renderQrPng(subject.text, subject.style, request.query.size ?? QR_PNG_SIZE_DEFAULT);
          return sendImage(reply, subject, 'png', png, request.query.download);
        },
      );
    }
  };
