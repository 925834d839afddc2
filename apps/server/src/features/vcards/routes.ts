import {
  cardTemplateBodySchema,
  cardTemplateSchema,
  teamSettingsBodySchema,
  teamSettingsSchema,
} from '@nfc/contract/card-templates';
import { cardAttributionSchema } from '@nfc/contract/scans';
import {
  emailSignatureQuerySchema,
  emailSignatureSchema,
  presignedUrlQuerySchema,
  presignedUrlResponseSchema,
  sharedVcardSchema,
  vcardBodySchema,
  vcardSchema,
} from '@nfc/contract/vcards';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { preferredLanguage } from '../../http/language.ts';
import { readInputFiles, safeFileName } from '../../http/multipart.ts';
import { parseInput } from '../../http/validate.ts';
import { isRetiredLink } from '../../public-cards/retired-links.ts';
import { recordCardScan } from '../../scan-recording/card-scans.ts';
import { CARD_UPLOAD_MAX_BYTES, type CardImageField } from './picture.ts';
import {
  createVcard,
  deleteVcard,
  findVcards,
  getEmailSignature,
  getPictureUrl,
  getSharedVcard,
  getVcard,
  getVcardFile,
  updateVcard,
} from './service.ts';
import { renderSignatureIcon, type SignatureNetwork, signatureNetworks } from './signature-icons.ts';
import { signatureImages, unsafeGetSignatureImage } from './signature-images.ts';
import {
  createTemplate,
  deleteTemplate,
  findTemplates,
  getTeamSettings,
  updateTeamSettings,
  updateTemplate,
} from './templates.ts';

const idParams = z.object({ id: z.string().max(100) });

export const vcardRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireUser);
    const readCard = async (request: Parameters<typeof readInputFiles>[0]) => {
      const { fields, files } = await readInputFiles(request, {
        // Written out, so the upload suite sees every file field a route reads.
        fileFields: ['profilePicture', 'coverImage', 'logoImage'] as const satisfies readonly CardImageField[],
        maxBytes: CARD_UPLOAD_MAX_BYTES,
      });
      return { data: parseInput(vcardBodySchema, fields), images: files };
    };

    // GET /api/vcf-configs - the caller's vCards, newest first
    app.get(
      '/',
      {
        config: { scope: 'cards:read' },
        schema: { summary: 'List cards', operationId: 'listCards', response: { 200: z.array(vcardSchema) } },
      },
      (request) => findVcards(deps, { actor: request.user! }),
    );

    // POST /api/vcf-configs - create a vCard (JSON or multipart with profilePicture, coverImage, logoImage)
    app.post(
      '/',
      {
        config: { scope: 'cards:write' },
        schema: {
          summary: 'Create a card',
          operationId: 'createCard',
          documentedBody: vcardBodySchema,
          errors: [413, 415],
          response: { 201: vcardSchema },
        },
      },
      async (request, reply) => {
        const { data, images } = await readCard(request);
        return reply.status(201).send(await createVcard(deps, { user: request.user!, data, images }));
      },
    );

    // GET /api/vcf-configs/:id - one of the caller's vCards
    app.get(
      '/:id',
      {
        config: { scope: 'cards:read' },
        schema: { summary: 'Get a card', operationId: 'getCard', params: idParams, response: { 200: vcardSchema } },
      },
      (request) => getVcard(deps, { actor: request.user!, id: request.params.id }),
    );

    // PUT /api/vcf-configs/:id - update; each image is kept, replaced (its file) or removed (removeProfilePicture ...)
    app.put(
      '/:id',
      {
        config: { scope: 'cards:write' },
        schema: {
          summary: 'Update a card',
          operationId: 'updateCard',
          documentedBody: vcardBodySchema,
          errors: [413, 415],
          params: idParams,
          response: { 200: vcardSchema },
        },
      },
      async (request) => {
        const { data, images } = await readCard(request);
        return updateVcard(deps, { actor: request.user!, id: request.params.id, data, images });
      },
    );

    // DELETE /api/vcf-configs/:id - delete a vCard and its images
    app.delete(
      '/:id',
      {
        config: { scope: 'cards:write' },
        schema: { summary: 'Delete a card and its images', operationId: 'deleteCard', params: idParams },
      },
      async (request, reply) => {
        await deleteVcard(deps, { actor: request.user!, id: request.params.id });
        return reply.status(204).send();
      },
    );

    // GET /api/vcf-configs/:id/image-presigned-url?image=profile|cover|logo - a short-lived link to one of its images
    app.get(
      '/:id/image-presigned-url',
      {
        config: { scope: 'cards:read' },
        schema: {
          summary: "Get a short-lived link to a card's image",
          operationId: 'getCardImageUrl',
          params: idParams,
          querystring: presignedUrlQuerySchema,
          response: { 200: presignedUrlResponseSchema },
        },
      },
      async (request) => ({
        presignedUrl: await getPictureUrl(deps, {
          actor: request.user!,
          id: request.params.id,
          image: request.query.image,
        }),
      }),
    );

    // GET /api/vcf-configs/:id/email-signature?qr - the card as an e-mail signature (HTML and plain text)
    app.get(
      '/:id/email-signature',
      {
        config: { scope: 'cards:read' },
        schema: {
          summary: 'Get a card as an e-mail signature',
          operationId: 'getCardEmailSignature',
          params: idParams,
          querystring: emailSignatureQuerySchema,
          response: { 200: emailSignatureSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getEmailSignature(deps, {
          actor: request.user!,
          id: request.params.id,
          withQr: request.query.qr,
          language: preferredLanguage(request.headers['accept-language']),
        });
      },
    );
  };

const tokenParams = z.object({ downloadToken: z.string().min(1).max(100) });
/** A versioned address: a new picture gets a new one, so a day of caching shows nothing stale. */
const SIGNATURE_IMAGE_MAX_AGE_SECONDS = 86_400;
/** The icons never change with a card. */
const SIGNATURE_ICON_MAX_AGE_SECONDS = 7 * 86_400;
const downloadSchema = { params: tokenParams, querystring: cardAttributionSchema };

/** The friendly 410 page of a card of an erased organisation (app.ts hands in the scan link's). */
type SendRetiredPage = (reply: FastifyReply, acceptLanguage: string | undefined) => FastifyReply;

export const publicVcardRoutes =
  (deps: AppDeps, { sendRetiredPage }: { sendRetiredPage: SendRetiredPage }): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/vcf/share/:downloadToken - what the public card page shows
    app.get(
      '/share/:downloadToken',
      {
        config: { public: true },
        schema: {
          summary: 'Get what a public card page shows',
          operationId: 'getSharedCard',
          params: tokenParams,
          response: { 200: sharedVcardSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getSharedVcard(deps, request.params.downloadToken);
      },
    );

    // GET /api/vcf/share/:downloadToken/images/:image?v - the card's photo or logo for e-mail signatures, public, cacheable
    app.get(
      '/share/:downloadToken/images/:image',
      {
        config: { public: true },
        schema: {
          summary: "Get a public card's photo or logo",
          operationId: 'getSharedCardImage',
          params: tokenParams.extend({ image: z.enum(signatureImages) }),
        },
      },
      async (request, reply) => {
        const { data, contentType } = await unsafeGetSignatureImage(deps, request.params);
        return (
          reply
            .header('content-type', contentType)
            .header('cache-control', `public, max-age=${SIGNATURE_IMAGE_MAX_AGE_SECONDS}`)
            // Webmail shows it from its own origin.
            .header('cross-origin-resource-policy', 'cross-origin')
            .send(data)
        );
      },
    );

    // GET /api/vcf/signature-icons/:network.png - a social network's icon for e-mail signatures, public and cacheable
    app.get(
      '/signature-icons/:file',
      {
        config: { public: true },
        schema: {
          summary: "Get a social network's icon for e-mail signatures",
          operationId: 'getSignatureIcon',
          params: z.object({ file: z.enum(signatureNetworks.map((network) => `${network}.png` as const)) }),
        },
      },
      async (request, reply) => {
        const network = request.params.file.replace(/\.png$/, '') as SignatureNetwork;
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', `public, max-age=${SIGNATURE_ICON_MAX_AGE_SECONDS}`)
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(await renderSignatureIcon(network));
      },
    );

    // GET /api/vcf/download/:downloadToken?via&src - the card as a vCard 3.0 file; counts as a save of the card
    app.get(
      '/download/:downloadToken',
      {
        config: { public: true },
        schema: {
          ...downloadSchema,
          summary: 'Download a card as a vCard file',
          operationId: 'downloadVcard',
          errors: [410],
        },
      },
      async (request, reply) => {
        const { downloadToken } = request.params;
        const found = await getVcardFile(deps, downloadToken).catch(async (error: unknown) => {
          // Only an absent card can be a retired one: the lookup costs nothing on the common path.
          if (
            (error as { code?: string }).code === 'NOT_FOUND' &&
            (await isRetiredLink(deps.db, { kind: 'card', value: downloadToken }))
          )
            return null;
          throw error;
        });
        if (!found) return sendRetiredPage(reply, request.headers['accept-language']);
        const { body, fileName, card } = found;
        await recordCardScan(deps, request, { kind: 'save', card, attribution: request.query });
        const ascii = safeFileName(fileName, 'contact');
        return reply
          .header('content-type', 'text/vcard; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${ascii}.vcf"; filename*=UTF-8''${encodeURIComponent(fileName)}.vcf`,
          )
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };

/** The organisation's card templates (under /api/team/templates): every member reads them, owner and admins edit. */
export const cardTemplateRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const managers = { onRequest: app.requireTeamManager };
    const readTemplate = async (request: Parameters<typeof readInputFiles>[0]) => {
      const { fields, files } = await readInputFiles(request, {
        // Written out, so the upload suite sees every file field a route reads.
        fileFields: ['logoImage', 'coverImage'] as const satisfies readonly CardImageField[],
        maxBytes: CARD_UPLOAD_MAX_BYTES,
      });
      return { data: parseInput(cardTemplateBodySchema, fields), images: files };
    };

    // GET /api/team/templates - the organisation's templates, newest first, with how many cards follow each
    app.get(
      '/',
      {
        onRequest: app.requireUser,
        schema: {
          summary: 'List card templates',
          operationId: 'listCardTemplates',
          response: { 200: z.array(cardTemplateSchema) },
        },
      },
      (request) => findTemplates(deps, request.user!),
    );

    // POST /api/team/templates - a template (JSON or multipart with logoImage, coverImage): shared values, locked fields
    app.post(
      '/',
      {
        ...managers,
        schema: {
          summary: 'Create a card template',
          operationId: 'createCardTemplate',
          documentedBody: cardTemplateBodySchema,
          errors: [413, 415],
          response: { 201: cardTemplateSchema },
        },
      },
      async (request, reply) => {
        const { data, images } = await readTemplate(request);
        return reply.status(201).send(await createTemplate(deps, { actor: request.user!, data, images }));
      },
    );

    // PUT /api/team/templates/:id - replace a template; every card made from it follows (locked fields always)
    app.put(
      '/:id',
      {
        ...managers,
        schema: {
          summary: 'Replace a card template',
          operationId: 'updateCardTemplate',
          documentedBody: cardTemplateBodySchema,
          errors: [413, 415],
          params: idParams,
          response: { 200: cardTemplateSchema },
        },
      },
      async (request) => {
        const { data, images } = await readTemplate(request);
        return updateTemplate(deps, { actor: request.user!, id: request.params.id, data, images });
      },
    );

    // DELETE /api/team/templates/:id - delete a template; its cards keep their values, now unlocked
    app.delete(
      '/:id',
      {
        ...managers,
        schema: { summary: 'Delete a card template', operationId: 'deleteCardTemplate', params: idParams },
      },
      async (request, reply) => {
        await deleteTemplate(deps, { actor: request.user!, id: request.params.id });
        return reply.status(204).send();
      },
    );
  };

/** The organisation's template rules (under /api/team/settings): every member reads them, owner and admins set them. */
export const teamSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/team/settings - the default template and whether members must use it
    app.get(
      '/',
      {
        onRequest: app.requireUser,
        schema: {
          summary: 'Get the default template settings',
          operationId: 'getTeamSettings',
          response: { 200: teamSettingsSchema },
        },
      },
      (request) => getTeamSettings(deps.db, request.user!.organisationId),
    );

    // PUT /api/team/settings - set the default template (or none) and whether members must use it
    app.put(
      '/',
      {
        onRequest: app.requireTeamManager,
        schema: {
          summary: 'Set the default template',
          operationId: 'updateTeamSettings',
          body: teamSettingsBodySchema,
          response: { 200: teamSettingsSchema },
        },
      },
      (request) => updateTeamSettings(deps, { actor: request.user!, data: request.body }),
    );
  };
